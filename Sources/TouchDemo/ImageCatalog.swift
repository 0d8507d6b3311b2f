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
///
/// Each image comes in the set that suits the display (``subscript(_:)``) and in every larger
/// set there is a file for, for views that draw it larger than its size (``image(_:zoom:)``).
public final class ImageCatalog: Sendable {
    /// Each image's loaded sets, smallest scale first; the first suits the display.
    private let images: [ImageName: [UIImage]]
    /// Pixels per point of the display the images are for.
    public let displayScale: CGFloat

    /// Loads all of ``ImageName`` from `directory` for a display of `scale` pixels per point,
    /// each from the nearest set at or above the scale (`@2x` at 1.25…2, `@3x` above), and
    /// the larger sets too. Throws ``ImageLoadingError`` naming the first file that is missing
    /// or unreadable.
    public init(directory: URL, scale: CGFloat = 1) throws {
        var images: [ImageName: [UIImage]] = [:]
        for name in ImageName.allCases {
            let suited = try UIImage(named: name.rawValue, in: directory, scale: scale)
            var sets = [suited]
            for larger in UIImage.fileScales where larger > suited.scale {
                let path = directory.appendingPathComponent("\(name.rawValue)@\(Int(larger))x.png").path
                guard FileManager.default.fileExists(atPath: path) else { continue }
                sets.append(try UIImage(contentsOfFile: path, name: name.rawValue, scale: larger))
            }
            images[name] = sets
        }
        self.images = images
        displayScale = scale
    }

    /// The image called `name`, from the set that suits the display.
    public subscript(name: ImageName) -> UIImage {
        images[name]![0]  // init loaded every case or threw
    }

    /// The image called `name` for drawing `zoom` times its size: from the smallest set with at
    /// least as many pixels per point as the display then needs (`@3x` for a 3× zoom on a 1×
    /// display), else the largest there is. Every set has the same size in points.
    public func image(_ name: ImageName, zoom: CGFloat) -> UIImage {
        let sets = images[name]!
        let needed = displayScale * zoom
        return sets.first { $0.scale >= needed - 0.001 } ?? sets[sets.count - 1]
    }

    /// The sizes, in pixels, of the app icon (square): `Icons/touch-demo-N.png` in the images'
    /// folder, drawn by `scripts/make-images`; `scripts/install` copies them into the hicolor theme.
    public static let iconSizes = [16, 32, 48, 64, 128, 256]

    /// The app icon's PNG files in `directory`, smallest first (for `_NET_WM_ICON`).
    public static func iconFiles(in directory: URL) -> [URL] {
        iconSizes.map { directory.appendingPathComponent("Icons/touch-demo-\($0).png") }
    }

    /// Where the images are: `$TOUCHDEMO_RESOURCES`; else `Resources` next to the executable
    /// (a build folder); else `../share/touch-demo/Resources` from it (what `scripts/install`
    /// lays out: `PREFIX/bin/touch-demo`); else the source tree's `Resources` (for `swift run`
    /// from a checkout). Nil if none exists. Symbolic links to the executable are followed.
    public static func locateDirectory(executable: URL, sourceFile: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["TOUCHDEMO_RESOURCES"], !override.isEmpty {
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
