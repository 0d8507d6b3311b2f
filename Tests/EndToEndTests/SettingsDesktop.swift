import Foundation
import TouchDemoTrace
import XServerFixture

/// A private Xorg whose desktop publishes `settings` through a stand-in XSETTINGS manager, and
/// the app on Touch Samples with its first layout: what each double-click time test starts from.
/// ``stop()`` ends all three, the app first.
final class SettingsDesktop {
    let server: PrivateXServer
    let manager: StandInSettingsManager
    let app: AppUnderTest
    /// The app's first `layout` event.
    let layout: TraceEvent

    init(settings: [UInt8]) throws {
        server = try PrivateXServer()
        do {
            manager = try StandInSettingsManager(display: server.display, settings: settings)
        } catch {
            server.stop()
            throw error
        }
        do {
            app = try AppUnderTest(executable: try AppUnderTest.builtExecutable(),
                                   arguments: ["--trace", "--screen", "touch"], server: server)
        } catch {
            manager.close()
            server.stop()
            throw error
        }
        do {
            layout = try app.waitFor(event: .layout)
        } catch {
            app.terminate()
            manager.close()
            server.stop()
            throw error
        }
    }

    /// A desktop whose `Net/DoubleClickTime` is `milliseconds`.
    convenience init(doubleClickTime milliseconds: Int32) throws {
        try self.init(settings: StandInSettingsManager.settingsBytes(integers: [("Net/DoubleClickTime", milliseconds)]))
    }

    func stop() {
        app.terminate()
        manager.close()
        server.stop()
    }
}
