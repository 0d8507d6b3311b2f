import Foundation
import XServerFixture

// touch-screenshots FOLDER [NAME...]: draws the pictures of docs/images/ into FOLDER (all, or
// the named ones) from this code, on private Xorg servers with real input. scripts/screenshots
// runs it.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let folder = arguments.first, !folder.hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: touch-screenshots FOLDER [NAME...] (names: \(Scenes.all.map(\.name).joined(separator: " ")))\n".utf8))
    exit(64)
}
let wanted = Set(arguments.dropFirst())
let unknown = wanted.subtracting(Scenes.all.map(\.name))
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("touch-screenshots: no scene named \(unknown.sorted().joined(separator: ", "))\n".utf8))
    exit(64)
}
var failed = false
for scene in Scenes.all where wanted.isEmpty || wanted.contains(scene.name) {
    let path = (folder as NSString).appendingPathComponent(scene.name + ".png")
    do {
        try scene.run(path)
        print(path)
    } catch {
        FileHandle.standardError.write(Data("touch-screenshots: \(scene.name): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
