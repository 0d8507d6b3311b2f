import Foundation

/// The `xorg.conf` for a headless test server: the `dummy` video driver at a fixed size and
/// three `inputtest` devices (touchscreen, absolute pointer, keyboard), each fed through its
/// own Unix socket.
public struct XorgConfiguration: Sendable {
    /// Screen width in pixels.
    public var width: Int
    /// Screen height in pixels.
    public var height: Int
    /// Socket of the touchscreen (`DeviceType Touch`, 10 touches).
    public var touchscreenSocket: String
    /// Socket of the absolute pointer (`DeviceType PointerAbsolute`).
    public var pointerSocket: String
    /// Socket of the keyboard (`DeviceType Keyboard`).
    public var keyboardSocket: String

    /// The X device names of the three inputtest devices, as `xinput list` shows them.
    public static let deviceNames = (touchscreen: "touchscreen", pointer: "pointer", keyboard: "keyboard")

    /// Creates a configuration whose three sockets live in `directory`.
    public init(width: Int, height: Int, directory: String) {
        self.width = width
        self.height = height
        touchscreenSocket = directory + "/touch.sock"
        pointerSocket = directory + "/pointer.sock"
        keyboardSocket = directory + "/keyboard.sock"
    }

    /// The configuration file's text.
    public var text: String {
        let names = Self.deviceNames
        return """
            Section "ServerFlags"
              Option "AutoAddDevices" "false"
              Option "DontVTSwitch" "true"
              Option "BlankTime" "0"
              Option "StandbyTime" "0"
              Option "SuspendTime" "0"
              Option "OffTime" "0"
            EndSection

            Section "Device"
              Identifier "dummy"
              Driver "dummy"
              VideoRam \(videoRamKilobytes)
            EndSection

            Section "Monitor"
              Identifier "monitor"
              HorizSync 5.0 - 1000.0
              VertRefresh 1.0 - 1000.0
              \(modeline)
            EndSection

            Section "Screen"
              Identifier "screen"
              Device "dummy"
              Monitor "monitor"
              DefaultDepth 24
              SubSection "Display"
                Depth 24
                Modes "\(modeName)"
                Virtual \(width) \(height)
              EndSubSection
            EndSection

            \(inputDevice(names.touchscreen, socket: touchscreenSocket, type: "Touch", extra: #"Option "TouchCount" "10""#))
            \(inputDevice(names.pointer, socket: pointerSocket, type: "PointerAbsolute"))
            \(inputDevice(names.keyboard, socket: keyboardSocket, type: "Keyboard", extra: Self.evdevKeymap))
            Section "ServerLayout"
              Identifier "layout"
              Screen "screen"
              InputDevice "\(names.touchscreen)"
              InputDevice "\(names.pointer)" "CorePointer"
              InputDevice "\(names.keyboard)" "CoreKeyboard"
            EndSection

            """
    }

    private var modeName: String { "\(width)x\(height)" }

    /// Enough video memory for one 32-bit frame buffer, rounded up, in kilobytes.
    private var videoRamKilobytes: Int { max(16384, (width * height * 4 / 1024) * 2) }

    /// A conventional (not reduced-blanking) modeline: 1024x768 uses the VESA 60 Hz timing;
    /// other sizes get proportional porches at about 60 Hz. The dummy driver only checks ranges.
    private var modeline: String {
        if width == 1024 && height == 768 {
            return #"Modeline "1024x768" 65.00 1024 1048 1184 1344 768 771 777 806 -hsync -vsync"#
        }
        func roundTo8(_ value: Double) -> Int { Int((value / 8).rounded(.up)) * 8 }
        let hSyncStart = width + roundTo8(Double(width) * 0.025)
        let hSyncEnd = hSyncStart + roundTo8(Double(width) * 0.1)
        let hTotal = width + roundTo8(Double(width) * 0.3)
        let vSyncStart = height + 3
        let vSyncEnd = vSyncStart + 6
        let vTotal = height + max(25, Int((Double(height) * 0.05).rounded(.up)))
        // The dummy driver accepts pixel clocks of 11...300 MHz: tiny screens refresh faster
        // than 60 Hz, huge ones slower (the Monitor's VertRefresh range allows it).
        let clock = min(max(Double(hTotal * vTotal) * 60 / 1_000_000, 12), 290)
        let clockText = String(format: "%.2f", clock)
        return "Modeline \"\(modeName)\" \(clockText) \(width) \(hSyncStart) \(hSyncEnd) \(hTotal) "
            + "\(height) \(vSyncStart) \(vSyncEnd) \(vTotal) -hsync +vsync"
    }

    /// The evdev keymap, so that X keycodes are the Linux key codes plus 8 (Left is 113). With
    /// `AutoAddDevices` off, Xorg otherwise gives this keyboard the old xfree86 keycodes, where
    /// 113 is Alt_R and keys such as XF86Back do not exist.
    static let evdevKeymap = #"Option "XkbRules" "evdev""# + "\n  " + #"Option "XkbModel" "pc105""# + "\n  "
        + #"Option "XkbLayout" "us""#

    private func inputDevice(_ name: String, socket: String, type: String, extra: String = "") -> String {
        """
        Section "InputDevice"
          Identifier "\(name)"
          Driver "inputtest"
          Option "SocketPath" "\(socket)"
          Option "DeviceType" "\(type)"
          \(extra)
        EndSection

        """
    }
}
