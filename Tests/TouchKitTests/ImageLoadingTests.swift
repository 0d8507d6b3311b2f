import Foundation
import Testing
import TouchKit

/// `UIImage` loading from `Resources/`: scale selection and errors that name the file.
@Suite("Image loading")
struct ImageLoadingTests {
    let resources = TestResources.directory

    /// A fresh temporary folder, removed by the caller.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TouchKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func loadsTheOneXImage() throws {
        let image = try UIImage(named: "TouchMe", in: resources)
        #expect(image.name == "TouchMe")
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 180, height: 64))
    }

    @Test func prefersTheTwoXImageAtScaleTwoWithTheSamePointSize() throws {
        let image = try UIImage(named: "TouchMe", in: resources, scale: 2)
        #expect(image.name == "TouchMe")
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 180, height: 64))
    }

    @Test func fallsBackToOneXWhenThereIsNoTwoXFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: resources.appendingPathComponent("DragMe.png"),
                                         to: directory.appendingPathComponent("DragMe.png"))
        let image = try UIImage(named: "DragMe", in: directory, scale: 2)
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 180, height: 64))
    }

    @Test func loadsByPathWithTheFileNameAsName() throws {
        let path = resources.appendingPathComponent("TouchMe_Touched.png").path
        let image = try UIImage(contentsOfFile: path)
        #expect(image.name == "TouchMe_Touched")
        #expect(image.size == CGSize(width: 180, height: 64))
    }

    @Test func missingFileThrowsMissingWithThePath() {
        let expected = resources.appendingPathComponent("NoSuchImage.png").path
        #expect(throws: ImageLoadingError.missing(path: expected)) {
            try UIImage(named: "NoSuchImage", in: resources, scale: 2)
        }
    }

    @Test func corruptFileThrowsNotAPNGNamingThePath() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Broken.png")
        try Data("this is not a PNG file, just some garbage bytes".utf8).write(to: file)

        let error = #expect(throws: ImageLoadingError.self) {
            try UIImage(named: "Broken", in: directory)
        }
        #expect(error == .invalid(path: file.path, problem: .notPNG))
        #expect(error?.description == "cannot read image \(file.path): not a PNG file (it does not start with the PNG signature)")
    }

    @Test func truncatedPNGIsReportedAsTruncated() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(contentsOf: resources.appendingPathComponent("TouchMe.png"))
        let file = directory.appendingPathComponent("Truncated.png")
        try original.prefix(original.count / 2).write(to: file)

        #expect(throws: ImageLoadingError.invalid(path: file.path, problem: .truncated(where: "inside chunk IDAT"))) {
            try UIImage(contentsOfFile: file.path)
        }
    }

    @Test func descriptionsNameTheFile() {
        let missing = ImageLoadingError.missing(path: "/images/Gone.png")
        let unreadable = ImageLoadingError.unreadable(path: "/images/Bad.png", reason: "not a valid PNG")
        #expect(missing.description.contains("/images/Gone.png"))
        #expect(unreadable.description.contains("/images/Bad.png"))
        #expect(unreadable.description.contains("not a valid PNG"))
        #expect(String(describing: missing) != String(describing: unreadable))
    }

    @Test func everyResourceLoadsAtEveryScale() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".png") && !$0.contains("@") }
            .map { String($0.dropLast(4)) }
        #expect(!names.isEmpty)
        for name in names {
            let one = try UIImage(named: name, in: resources)
            for scale in [2, 3] as [CGFloat] {
                let image = try UIImage(named: name, in: resources, scale: scale)
                #expect(image.scale == scale, "\(name)@\(Int(scale))x.png exists")
                #expect(one.size == image.size, "\(name): same size in points at every scale")
            }
        }
    }

    @Test(arguments: [(1.0, 1.0), (1.25, 2.0), (1.5, 2.0), (1.75, 2.0), (2.0, 2.0), (2.25, 3.0), (2.5, 3.0), (3.0, 3.0)])
    func picksTheNearestSetAtOrAboveTheScale(display: Double, file: Double) throws {
        let image = try UIImage(named: "TouchMe", in: resources, scale: CGFloat(display))
        #expect(image.scale == CGFloat(file))
        #expect(image.size == CGSize(width: 180, height: 64))
    }

    @Test func fallsBackToTheLargestSetBelowWhenTheOneAboveIsMissing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in ["DragMe.png", "DragMe@2x.png"] {
            try FileManager.default.copyItem(at: resources.appendingPathComponent(file),
                                             to: directory.appendingPathComponent(file))
        }
        #expect(try UIImage(named: "DragMe", in: directory, scale: 2.5).scale == 2)
        #expect(try UIImage(named: "DragMe", in: directory, scale: 1.5).scale == 2)
    }
}
