import Foundation
import TouchKit

extension TraceRecorder {
    /// `{"event":"farm","animals":[{"id":1,"state":"hen","center":[120,300],"scale":1,"rotation":0},…]}`:
    /// the Farm changed (an animal was added, changed state, moved, scaled or turned, or the farm
    /// was cleared). Every animal, back to front: its number, its state, its centre in window
    /// coordinates (where it shows, its transform's translation included), and the scale and
    /// rotation (radians, clockwise) of its transform.
    func farmDidChange(_ animals: [FarmAnimalView]) {
        guard isReady else { return }
        let entries: [JSONValue] = animals.map { animal in
            let center = animal.windowCenter
            return .object([
                ("id", .number(Double(animal.tag))),
                ("state", .string(animal.state.rawValue)),
                ("center", .array([.number(Double(center.x)), .number(Double(center.y))])),
                ("scale", .number(Double(animal.scale))),
                ("rotation", .number(Double(animal.rotation))),
            ])
        }
        emit("farm", ("animals", .array(entries)))
    }
}

extension FarmAnimalView {
    /// Where the animal's centre shows, in window coordinates: `center` moved by the transform's
    /// translation (the transform applies about the centre, so its translation is where the
    /// centre goes), then through the superviews.
    var windowCenter: CGPoint {
        let shown = CGPoint(x: center.x + transform.tx, y: center.y + transform.ty)
        return superview?.convert(shown, to: nil) ?? shown
    }
}
