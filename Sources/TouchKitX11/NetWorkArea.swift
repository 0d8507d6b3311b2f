import Foundation

/// The work area of the current desktop, read from the root window's EWMH properties
/// `_NET_CURRENT_DESKTOP` and `_NET_WORKAREA` (x, y, width, height for each desktop in turn).
///
/// A pure function of the raw property items, so that hostile values can be tested without a
/// display: any client may set these properties to anything, and a bad value must never stop
/// the app from starting. Whatever does not describe a rectangle inside the screen, at least
/// half its width and half its height, gives the whole screen.
enum NetWorkArea {
    /// Format-32 property items are 32-bit on the wire; Xlib hands them over as C longs,
    /// sign-extended on 64-bit systems, so only the low 32 bits are the value.
    static let itemMask: UInt = 0xFFFF_FFFF
    /// Items per desktop in `_NET_WORKAREA`.
    static let itemsPerDesktop = 4
    /// The smallest share of the screen's width and of its height a work area plausibly has:
    /// panels and docks take an edge, never half the screen. A smaller area (a stray or
    /// hostile value) would open a uselessly small window.
    static let minimumPlausibleShare: CGFloat = 0.5

    /// The size, in pixels, of the current desktop's work area, or `screen` when the properties
    /// are missing or implausible.
    ///
    /// - Parameters:
    ///   - currentDesktop: the items of `_NET_CURRENT_DESKTOP` as Xlib returned them ([] if unset;
    ///     unset means desktop 0).
    ///   - workAreas: the items of `_NET_WORKAREA` as Xlib returned them ([] if unset).
    ///   - screen: the root window's size in pixels.
    static func size(currentDesktop: [UInt], workAreas: [UInt], screen: CGSize) -> CGSize {
        // Unset means desktop 0; a value that is no index at all means no usable area.
        guard let desktop = currentDesktop.isEmpty ? 0 : value(of: currentDesktop[0]),
              // A truncated list only counts its complete quadruples.
              desktop < workAreas.count / itemsPerDesktop else { return screen }
        let start = desktop * itemsPerDesktop
        let area = workAreas[start..<start + itemsPerDesktop].compactMap(value(of:)).map { CGFloat($0) }
        guard area.count == itemsPerDesktop else { return screen }
        let (x, y, width, height) = (area[0], area[1], area[2], area[3])
        // In CGFloat, so that no sum of huge values can overflow.
        guard width >= screen.width * minimumPlausibleShare, height >= screen.height * minimumPlausibleShare,
              x + width <= screen.width, y + height <= screen.height else { return screen }
        return CGSize(width: width, height: height)
    }

    /// One item as the unsigned 32-bit CARDINAL it is on the wire, or nil where an Int cannot
    /// hold it (only on a 32-bit system).
    private static func value(of item: UInt) -> Int? {
        Int(exactly: item & itemMask)
    }
}
