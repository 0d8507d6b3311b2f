import Foundation
import Testing

/// The module tables (the README's and docs/architecture.md's) name exactly the package's
/// targets, so a module added, renamed or removed in `Package.swift` alone fails here.
extension DocumentationTests {
    /// The names of the package's library, executable and system-library targets (not tests),
    /// read from `Package.swift`.
    static func packageModules() throws -> Set<String> {
        let manifest = try document("Package.swift")
        let pattern = try Regex(#"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        return Set(manifest.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    }

    @Test(arguments: [("README.md", "## Modules"), ("docs/architecture.md", "## Modules and who may depend on them")])
    func moduleTableNamesEveryTargetOfThePackage(_ path: String, _ heading: String) throws {
        let rows = try MarkdownTable(in: try Self.document(path), under: heading).rows
        let documented = Set(rows.flatMap { MarkdownTable.codeSpans(in: $0[0]) })
        let modules = try Self.packageModules()
        #expect(modules.count > 10, "Package.swift was read: \(modules.sorted())")
        #expect(modules.subtracting(documented).sorted() == [], "targets missing from \(path)")
        #expect(documented.subtracting(modules).sorted() == [], "\(path) names modules the package does not have")
    }
}
