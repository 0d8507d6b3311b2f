import Foundation
import TouchKit

/// The walkthrough's images and the Farm's animals, by their resource names.
public enum ImageName: String, CaseIterable, Sendable {
    case touchMe = "TouchMe"
    case touchMeTouched = "TouchMe_Touched"
    case doubleTapMe = "DoubleTapMe"
    case doubleTapMeHighlighted = "DoubleTapMe_Highlighted"
    case dragMe = "DragMe"
    case checkBoxChecked = "CheckBox_Checked"
    case checkBoxUnchecked = "CheckBox_Unchecked"
    case hen = "Hen"
    case egg = "Egg"
    case chicken = "Chicken"
    case friedEgg = "FriedEgg"
    case roastChicken = "RoastChicken"
}

/// Every image the demo shows, loaded once at start-up so that a missing or corrupt file is
/// reported before the window opens rather than in the middle of a gesture.
public final class ImageCatalog: Sendable {
    private let images: [ImageName: UIImage]

    /// Loads all of ``ImageName`` from `directory` for a display of `scale` pixels per point,
    /// each from the nearest set at or above the scale (`@2x` at 1.25…2, `@3x` above). Throws
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

    /// The sizes, in pixels, of the app icon (square): `Icons/touch-demo-N.png` in the images'
    /// folder, drawn by `scripts/make-images`; `scripts/install` copies them into the hicolor theme.
    public static let iconSizes = [16, 32, 48, 64, 128, 256]

    /// The app icon's PNG files in `directory`, smallest first (for `_NET_WM_ICON`).
    public static func iconFiles(in directory: URL) -> [URL] {
        iconSizes.map { directory.appendingPathComponent("Icons/touch-demo-\($0).png") }
    }

    /// Where the images are: `override` (the app passes `$TOUCHDEMO_RESOURCES`) unless nil or
    /// empty; else `Resources` next to the executable (a build folder); else
    /// `../share/touch-demo/Resources` from it (what `scripts/install` lays out:
    /// `PREFIX/bin/touch-demo`); else the source tree's `Resources` (for `swift run` from a
    /// checkout). Nil if none exists. Symbolic links to the executable are followed.
    public static func locateDirectory(override: String? = nil, executable: URL, sourceFile: String) -> URL? {
        if let override, !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let sourceRoot = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let executableFolder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [
            executableFolder.appendingPathComponent("Resources"),
            executableFolder.deletingLastPathComponent().appendingPathComponent("share/touch-demo/Resources"),
            sourceRoot.appendingPathComponent("Resources"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TouchMe.png").path) }
    }
}
