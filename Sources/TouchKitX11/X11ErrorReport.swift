internal import CX11
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TouchKit

/// Reports X protocol errors in one line instead of Xlib's default four-line dump, and decides
/// which of them end the app.
///
/// - `BadAlloc` (the server is out of memory for a window, pixmap or image) and
///   `BadImplementation` are fatal: the window cannot be drawn, so the app says so in one line
///   and exits 1, as Xlib's default handler would (without its dump).
/// - Every other error (`BadWindow` for a window another client destroyed, `BadMatch`,
///   `BadValue`, …) is reported in one line and the app goes on: such errors come from races
///   with other clients, and the next frame or event sets things right.
///
/// The handler is process-wide (Xlib has one); the shared-memory attach swaps in its own around
/// the attach and restores this one.
enum X11ErrorReport {
    /// Installs the handler.
    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            let error = event.pointee
            let line = X11ErrorReport.line(errorName: X11ErrorReport.errorName(display, code: error.error_code),
                                           requestName: X11ErrorReport.requestName(display, major: error.request_code),
                                           major: error.request_code, minor: error.minor_code,
                                           resource: UInt(error.resourceid))
            let fatal = X11ErrorReport.isFatal(code: error.error_code)
            StandardError.writeLine("\(X11ErrorReport.programName): \(line)" + (fatal ? "; stopping" : ""))
            if fatal { exit(1) }
            return 0
        }
    }

    /// Whether an error with this code ends the app.
    static func isFatal(code: UInt8) -> Bool {
        Int32(code) == BadAlloc || Int32(code) == BadImplementation
    }

    /// "X error BadAlloc (insufficient resources for operation) in X_CreatePixmap (request 53.0,
    /// resource 0x200003)".
    static func line(errorName: String, requestName: String, major: UInt8, minor: UInt8, resource: UInt) -> String {
        "X error \(errorName) in \(requestName) (request \(major).\(minor), resource 0x\(String(resource, radix: 16)))"
    }

    /// "BadAlloc (insufficient resources for operation)": Xlib's name and text for the code.
    static func errorName(_ display: OpaquePointer, code: UInt8) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(code), &buffer, Int32(buffer.count))
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let names = [BadRequest: "BadRequest", BadValue: "BadValue", BadWindow: "BadWindow", BadPixmap: "BadPixmap",
                     BadAtom: "BadAtom", BadCursor: "BadCursor", BadFont: "BadFont", BadMatch: "BadMatch",
                     BadDrawable: "BadDrawable", BadAccess: "BadAccess", BadAlloc: "BadAlloc",
                     BadColor: "BadColor", BadGC: "BadGC", BadIDChoice: "BadIDChoice", BadName: "BadName",
                     BadLength: "BadLength", BadImplementation: "BadImplementation"]
        guard let name = names[Int32(code)] else { return text.isEmpty ? "error \(code)" : text }
        // Xlib's text usually starts with the name already: "BadAlloc (insufficient resources…)".
        return text.isEmpty ? name : text.hasPrefix(name) ? text : "\(name) (\(text))"
    }

    /// "X_CreatePixmap" for a core request; "an extension request" for the others, which Xlib
    /// names only through private tables.
    static func requestName(_ display: OpaquePointer, major: UInt8) -> String {
        guard major < 128 else { return "an extension request" }
        var buffer = [CChar](repeating: 0, count: 128)
        XGetErrorDatabaseText(display, "XRequest", String(major), "", &buffer, Int32(buffer.count))
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "request \(major)" : name
    }

    /// The program's name for messages ("touch-demo").
    nonisolated static var programName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "touch-demo").lastPathComponent
    }
}
