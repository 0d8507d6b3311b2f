internal import CX11
import Foundation

/// The display's refresh rate, read from XRandR: the rate of the current mode of the primary
/// output's CRTC (else of the first CRTC showing a mode), as `xrandr` computes it: the dot
/// clock over the pixels of a whole frame (htotal × vtotal), doubled for an interlaced mode and
/// halved for a double-scanned one. Animations draw at this rate (`UIScreen.maximumFramesPerSecond`).
///
/// Where the rate cannot be known (no RandR, no active CRTC, a mode without timings, as some
/// virtual displays report) or is absurd, it is ``fallback``. With several monitors at different
/// rates, the primary's wins: the window's own monitor is not known before it is mapped.
enum X11RefreshRate {
    /// The rate assumed when XRandR cannot tell: nearly every display refreshes at 60 Hz.
    static let fallback = 60
    /// The rates believed, in frames per second; anything else is a bogus mode line.
    static let plausibleRates = 20...500

    /// The timings of one mode, as XRandR reports them.
    struct ModeTimings: Equatable {
        /// Pixels per second.
        var dotClock: UInt
        var hTotal: UInt32
        var vTotal: UInt32
        var isInterlaced = false
        var isDoubleScan = false
    }

    /// The refresh rate of `mode`, rounded to whole frames per second; ``fallback`` when it has
    /// no timings or an implausible rate.
    static func framesPerSecond(of mode: ModeTimings?) -> Int {
        guard let mode, mode.dotClock > 0, mode.hTotal > 0, mode.vTotal > 0 else { return fallback }
        var rate = Double(mode.dotClock) / (Double(mode.hTotal) * Double(mode.vTotal))
        if mode.isInterlaced { rate *= 2 }
        if mode.isDoubleScan { rate /= 2 }
        let rounded = Int(rate.rounded())
        return plausibleRates.contains(rounded) ? rounded : fallback
    }

    /// The refresh rate of `display`'s screen (see the type's overview).
    static func framesPerSecond(of display: OpaquePointer) -> Int {
        framesPerSecond(of: currentMode(of: display))
    }

    /// The mode timings of the primary output's CRTC, else of the first active CRTC.
    private static func currentMode(of display: OpaquePointer) -> ModeTimings? {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
        let root = XRootWindow(display, XDefaultScreen(display))
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        let crtcs = UnsafeBufferPointer(start: resources.pointee.crtcs, count: Int(resources.pointee.ncrtc))
        let modes = UnsafeBufferPointer(start: resources.pointee.modes, count: Int(resources.pointee.nmode))
        let primary = primaryCRTC(display: display, resources: resources, root: root)
        let candidates = (primary.map { [$0] } ?? []) + Array(crtcs)
        for crtc in candidates {
            guard let info = XRRGetCrtcInfo(display, resources, crtc) else { continue }
            let modeID = info.pointee.mode
            XRRFreeCrtcInfo(info)
            guard modeID != 0, let mode = modes.first(where: { $0.id == modeID }) else { continue }
            return ModeTimings(dotClock: mode.dotClock, hTotal: mode.hTotal, vTotal: mode.vTotal,
                               isInterlaced: mode.modeFlags & UInt(RR_Interlace) != 0,
                               isDoubleScan: mode.modeFlags & UInt(RR_DoubleScan) != 0)
        }
        return nil
    }

    /// The CRTC of the primary output, if one is set and lit.
    private static func primaryCRTC(display: OpaquePointer, resources: UnsafeMutablePointer<XRRScreenResources>,
                                    root: Window) -> RRCrtc? {
        let output = XRRGetOutputPrimary(display, root)
        guard output != 0, let info = XRRGetOutputInfo(display, resources, output) else { return nil }
        defer { XRRFreeOutputInfo(info) }
        return info.pointee.crtc != 0 ? info.pointee.crtc : nil
    }
}
