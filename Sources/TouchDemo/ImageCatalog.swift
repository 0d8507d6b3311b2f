import Foundation
import TouchKit

/// The walkthrough's images, by their resource names.
public enum ImageName: String, CaseIterable, Sendable {
    case touchMe = "TouchMe"
    case touchMeTouched = "TouchMe_Touched"
    case doubleTapMe = "DoubleTapMe"
    case doubleTapMeHighlighted = "DoubleTapMe_Highlighted"
    case dragMe = "DragMe"
    case checkBoxChecked = "CheckBox_Checked"
    case checkBoxUnchecked = "CheckBox_Unchecked"
}

/// Every image the demo shows, loaded once at start-up so that a missing or corrupt file is
/// reported before the window opens rather than in the middle of a gesture.
public final class ImageCatalog: Sendable {
    private let images: [ImageName: UIImage]

    /// Loads all of ``ImageName`` from `directory` at `scale` (`@2x` files when 2). Throws
    /// ``ImageLoadingError`` naming the first file that is missing or unreadable.
    public init(directory: URL, scale: CGFloat = 1) throws {
        var images: [ImageName: UIImage] = [:]
        for name in ImageName.allCases {
            images[name] = try UIImage(named: name.rawValue, in: directory, scale: scale)
        }
        self.images = images
    }

    /// The image called `name`.
    public subscript(name: ImageName) -> UIImage {
        images[name]!  // init loaded every case or threw
    }

    /// Where the images are: `$TOUCHDEMO_RESOURCES`, else `Resources` next to the executable,
    /// else the source tree's `Resources` (for `swift run` from a checkout). Nil if none exists.
    public static func locateDirectory(executable: URL, sourceFile: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["TOUCHDEMO_RESOURCES"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let sourceRoot = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Resources"),
            sourceRoot.appendingPathComponent("Resources"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TouchMe.png").path) }
    }
}
