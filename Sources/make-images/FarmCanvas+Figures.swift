import CCairo
import Foundation

/// The Farm's five pictures, each in points on its own canvas (``FarmPainter/Figure/size``).
/// They differ in outline and in colour, so that each state reads at a glance: a white hen with a
/// red comb, a brown egg, a yellow chick, a fried egg with its yolk, a roast on a plate.
extension FarmCanvas {
    /// Orange of beaks and legs, with its darker rim.
    static let beak = RGBA(0xFFA726), beakRim = RGBA(0xC77700)

    /// A white hen facing right: tail, legs, body, wing, head, red comb and wattle, beak, eye.
    func drawHen() throws {
        groundShadow(56, 97, 36, 4.5)
        // Tail feathers behind the body.
        polygon([(26, 56), (8, 26), (18, 30), (14, 16), (28, 28), (30, 14), (40, 44)])
        try fill(top: RGBA(0xF4EFE6), bottom: RGBA(0xCFC3AE), from: 14, to: 56, rim: RGBA(0x8A7B66))
        for x in [46.0, 64] {
            stroke([(x, 80), (x - 1, 94)], width: 3, color: Self.beakRim)
            stroke([(x - 6, 95), (x - 1, 94), (x + 5, 95)], width: 2.5, color: Self.beakRim)
        }
        ellipse(54, 62, 34, 25)
        try fill(top: RGBA(0xFFFFFF), bottom: RGBA(0xDCD2C0), from: 37, to: 87, rim: RGBA(0x8A7B66))
        // The wing: a darker feather shape on the body.
        cairo_new_sub_path(cr)
        cairo_move_to(cr, 34, 58)
        cairo_curve_to(cr, 44, 50, 62, 52, 66, 62)
        cairo_curve_to(cr, 60, 74, 42, 74, 34, 58)
        cairo_close_path(cr)
        try fill(top: RGBA(0xEFE7D8), bottom: RGBA(0xC9BBA2), from: 50, to: 74, rim: RGBA(0x8A7B66), rimWidth: 1.2)
        highlight(44, 46, 12, 5, alpha: 0.6)
        // Comb first, so the head's rim covers its base.
        for (x, y, r) in [(77.0, 22.0, 5.0), (84, 18.5, 5.5), (91, 21.5, 5.0)] {
            ellipse(x, y, r, r)
            try fill(top: RGBA(0xF05545), bottom: RGBA(0xC62828), from: y - r, to: y + r, rim: RGBA(0x8E1B1B), rimWidth: 1.2)
        }
        ellipse(84, 38, 15, 15)
        try fill(top: RGBA(0xFFFFFF), bottom: RGBA(0xE4DBCB), from: 23, to: 53, rim: RGBA(0x8A7B66))
        ellipse(96, 49, 3.6, 5)
        try fill(top: RGBA(0xF05545), bottom: RGBA(0xC62828), from: 44, to: 54, rim: RGBA(0x8E1B1B), rimWidth: 1)
        polygon([(97, 34), (109, 38.5), (97, 43)])
        try fill(top: Self.beak, bottom: RGBA(0xF57C00), from: 34, to: 43, rim: Self.beakRim, rimWidth: 1.2)
        eye(89, 34)
    }

    /// A brown egg standing up, narrower at the top, with a soft light on its upper left.
    func drawEgg() throws {
        groundShadow(36, 85, 22, 3.5)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, 36, 6)
        cairo_curve_to(cr, 53, 6, 63, 36, 63, 56)
        cairo_curve_to(cr, 63, 74, 51, 84, 36, 84)
        cairo_curve_to(cr, 21, 84, 9, 74, 9, 56)
        cairo_curve_to(cr, 9, 36, 19, 6, 36, 6)
        cairo_close_path(cr)
        try fill(top: RGBA(0xF6E2C2), bottom: RGBA(0xD19A5E), from: 6, to: 84, rim: RGBA(0x94602A))
        highlight(26, 30, 6, 11, alpha: 0.5)
    }

    /// A yellow chick facing right: a round body and head, a small wing, beak, eye and a tuft.
    func drawChicken() throws {
        groundShadow(42, 78, 26, 3.5)
        for x in [34.0, 48] {
            stroke([(x, 70), (x, 77)], width: 2.5, color: Self.beakRim)
            stroke([(x - 4, 78), (x, 77), (x + 4, 78)], width: 2, color: Self.beakRim)
        }
        let yellowTop = RGBA(0xFFEE7A), yellowBottom = RGBA(0xF6B81F), yellowRim = RGBA(0xB87F00)
        ellipse(40, 52, 26, 21)
        try fill(top: yellowTop, bottom: yellowBottom, from: 31, to: 73, rim: yellowRim)
        stroke([(50, 12), (52, 7)], width: 2, color: yellowRim)
        stroke([(54, 12), (58, 8)], width: 2, color: yellowRim)
        ellipse(54, 27, 15, 15)
        try fill(top: yellowTop, bottom: RGBA(0xFBCB3A), from: 12, to: 42, rim: yellowRim)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, 24, 50)
        cairo_curve_to(cr, 30, 44, 42, 46, 44, 54)
        cairo_curve_to(cr, 38, 62, 28, 60, 24, 50)
        cairo_close_path(cr)
        try fill(top: RGBA(0xFFE14D), bottom: RGBA(0xEFA90F), from: 44, to: 62, rim: yellowRim, rimWidth: 1.2)
        highlight(48, 18, 6, 3.5)
        polygon([(67, 24), (78, 28), (67, 32)])
        try fill(top: Self.beak, bottom: RGBA(0xF57C00), from: 24, to: 32, rim: Self.beakRim, rimWidth: 1.2)
        eye(60, 24)
    }

    /// A fried egg seen from above at a slant: a wavy white with a golden yolk.
    func drawFriedEgg() throws {
        groundShadow(56, 70, 44, 5)
        // The white's edge wobbles with two sine terms: a fixed, hand-made looking outline.
        let steps = 96
        var points: [(Double, Double)] = []
        for step in 0..<steps {
            let angle = Double(step) / Double(steps) * 2 * Double.pi
            let radius = 40 + 4 * sin(3 * angle) + 2.5 * sin(5 * angle + 1)
            points.append((56 + radius * cos(angle) * 1.25, 40 + radius * sin(angle) * 0.72))
        }
        polygon(points)
        try fill(top: RGBA(0xFFFFFF), bottom: RGBA(0xE9E6E0), from: 8, to: 72, rim: RGBA(0xB8B2A7))
        ellipse(50, 37, 16, 13)
        try fill(top: RGBA(0xFFD54F), bottom: RGBA(0xF59E0B), from: 24, to: 50, rim: RGBA(0xC77700))
        highlight(44, 32, 5.5, 3.5, alpha: 0.7)
    }

    /// A golden-brown roast chicken on a plate, two drumsticks with white bone ends, parsley.
    func drawRoastChicken() throws {
        groundShadow(62, 82, 56, 5)
        ellipse(62, 68, 58, 17)
        try fill(top: RGBA(0xFFFFFF), bottom: RGBA(0xC9D1DB), from: 51, to: 85, rim: RGBA(0x7F8B98))
        ellipse(62, 68, 46, 11)
        fill(RGBA(0x000000, alpha: 0.05))
        for (x, y) in [(14.0, 66.0), (19, 62), (21, 69), (108, 70), (113, 66)] {
            ellipse(x, y, 4, 4)
            try fill(top: RGBA(0x66BB6A), bottom: RGBA(0x2E7D32), from: y - 4, to: y + 4, rim: RGBA(0x1B5E20), rimWidth: 1)
        }
        let brownTop = RGBA(0xF0B45C), brownBottom = RGBA(0xA0561A), brownRim = RGBA(0x6B3510)
        // Drumsticks behind the body, each ending in a knobbed white bone.
        for (from, to) in [((80.0, 44.0), (100.0, 28.0)), ((84.0, 58.0), (106.0, 50.0))] {
            stroke([from, to], width: 15, color: brownRim)
            stroke([from, to], width: 12.5, color: RGBA(0xC97A2E))
            let (bx, by) = (to.0 + (to.0 - from.0) * 0.25, to.1 + (to.1 - from.1) * 0.25)
            stroke([to, (bx, by)], width: 4.5, color: RGBA(0xFFF8E7))
            for (dx, dy) in [(2.5, -2.5), (-2.5, 2.5)] {
                ellipse(bx + dx, by + dy, 3.6, 3.6)
                try fill(top: RGBA(0xFFFFFF), bottom: RGBA(0xEDE3CC), from: by - 4, to: by + 4, rim: RGBA(0xA89A7C), rimWidth: 1)
            }
        }
        ellipse(56, 50, 36, 22)
        try fill(top: brownTop, bottom: brownBottom, from: 28, to: 72, rim: brownRim)
        // Grill marks across the skin, clipped to the body.
        cairo_save(cr)
        ellipse(56, 50, 34, 20)
        cairo_clip(cr)
        for x in stride(from: 30.0, through: 78, by: 12) {
            stroke([(x, 30), (x - 14, 72)], width: 2.5, color: RGBA(0x5A2A08, alpha: 0.35))
        }
        cairo_restore(cr)
        highlight(46, 37, 14, 5, alpha: 0.45)
    }
}
