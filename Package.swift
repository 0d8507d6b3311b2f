// swift-tools-version:6.0
import PackageDescription

// Targets in five groups: the libraries, the app, the tools, the test support and the tests.
// Each target's comment says what it is for and who may depend on it. The rules underneath:
// TouchKit never sees X11 (only TouchKitX11 does), and neither the libraries nor the app depend
// on a tool or on test support.
let package = Package(
    name: "touch-demo",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "TouchKitX11", targets: ["TouchKitX11"]),
        .executable(name: "touch-demo", targets: ["touch-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // MARK: Libraries

        // Xlib, XInput2, XRandR, MIT-SHM and cairo-xlib, with a few inline helpers: TouchKitX11,
        // and the tests that build X events or talk to the server directly.
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11 xi xrandr xext cairo-xlib"),
        // Cairo and Pango, for drawing and text: TouchKit, TouchKitX11 and make-images. Not
        // "pangocairo": its private gio dependency brings -pthread, which SwiftPM warns about on
        // every build; touchdemo-pangocairo.pc names only what the pango headers include.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo",
                       pkgConfig: Context.packageDirectory + "/Sources/CCairo/touchdemo-pangocairo.pc"),
        // glibc's <malloc.h> (malloc_trim), which Swift's Glibc module leaves out: the app only.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // The toolkit: UIKit's touch model, views and gesture recognizers drawn with Cairo; no X11,
        // runs without a display. Anyone may depend on it.
        .target(name: "TouchKit", dependencies: ["CCairo"]),
        // The X11 backend, the only module that talks to X11/XInput2: shows a UIWindow and runs the
        // event loop. For apps (touch-demo) and the tests of it; no library depends on it.
        .target(name: "TouchKitX11", dependencies: ["TouchKit", "CX11", "CCairo"]),
        // The `--trace` line format (TraceEvent), typed with TouchKit's recognizer states and touch
        // phases: written by TouchDemo; read by XServerFixture, the tests, touch-soak and
        // touch-screenshots.
        .target(name: "TouchDemoTrace", dependencies: ["TouchKit"]),
        // The demo's screens, menu and composition (TouchDemoApp), on TouchKit (no X11): the app,
        // touch-soak (its screens), TouchFuzzing (the checkmark recognizer) and the tests.
        .target(name: "TouchDemo", dependencies: ["TouchKit", "TouchDemoTrace"]),

        // MARK: App

        // touch-demo: argument parsing, the environment, and wiring TouchDemo to TouchKitX11.
        // Nothing depends on it.
        .executableTarget(
            name: "touch-demo",
            dependencies: [
                "TouchDemo", "TouchKitX11", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Tools (scripts/…; they never ship inside the app)

        // What the shipped tools need: a process's resident memory, a seeded generator. Tools and
        // tests may depend on it; it depends on nothing of ours.
        .target(name: "ToolSupport"),
        // scripts/make-images: draws Resources/*.png and the icons deterministically.
        .executableTarget(name: "make-images", dependencies: ["CCairo"]),
        // scripts/bench: runs touch-demo and its peers (Qt's fingerpaint, a floor client) on a
        // private Xorg with real touches, profiles them under callgrind, prints the figures.
        // TouchBenchTests tests it.
        .executableTarget(
            name: "touch-bench",
            dependencies: [
                "XServerFixture",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // scripts/screenshots: the pictures in docs/images/, drawn by this code with real input.
        .executableTarget(name: "touch-screenshots", dependencies: ["XServerFixture", "TouchDemoTrace"]),
        // The dispatch fuzzer's engine (issue 12): random hierarchies, recognizers and hostile input
        // through UIWindow's real dispatch path, invariants checked after every event; it runs on
        // TouchKitTesting's manual clock. For touch-fuzz and TouchFuzzTests.
        .target(name: "TouchFuzzing", dependencies: ["TouchKit", "TouchKitTesting", "ToolSupport", "TouchDemo"]),
        // scripts/fuzz: runs seeds, prints sequences per second, shrinks a failure.
        .executableTarget(
            name: "touch-fuzz",
            dependencies: [
                "TouchFuzzing", "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // scripts/soak: cycles every screen with random input on a private Xorg, checks RSS and
        // memcheck's leaks. TouchSoakTests tests it.
        .executableTarget(
            name: "touch-soak",
            dependencies: [
                "XServerFixture", "ToolSupport", "TouchDemo", "TouchDemoTrace",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: Test support

        // In-process test support: scripted touches, a manual clock, event logs, dispatch
        // workloads, crafted PNGs. For tests, TouchFuzzing and dispatch-allocations; never the app.
        .target(name: "TouchKitTesting", dependencies: ["TouchKit"]),
        // The X server fixtures: a private Xorg, its inputtest devices, the app under test and its
        // trace. For the end-to-end tests, touch-bench, touch-soak and touch-screenshots.
        .target(name: "XServerFixture", dependencies: ["TouchDemoTrace"]),
        // Counts heap allocations per thread by standing in for malloc: dispatch-allocations only.
        .target(name: "CHeapCounting"),
        // scripts/test's check that steady-state dispatch allocates nothing (release build).
        .executableTarget(name: "dispatch-allocations", dependencies: ["TouchKitTesting", "CHeapCounting"]),

        // MARK: Tests

        // Unit tests, no display: the toolkit, the X11 translation, the screens, the fuzzer, the
        // tools' pure parts.
        .testTarget(name: "TouchKitTests", dependencies: ["TouchKit", "TouchKitTesting"]),
        .testTarget(name: "TouchKitX11Tests", dependencies: ["TouchKitX11", "TouchKit", "CX11", "ToolSupport"]),
        .testTarget(name: "TouchDemoTests", dependencies: ["TouchDemo", "TouchDemoTrace", "TouchKit", "TouchKitTesting", "ToolSupport"]),
        .testTarget(name: "TouchFuzzTests", dependencies: ["TouchFuzzing", "TouchKit", "ToolSupport"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport"]),
        .testTarget(name: "TouchBenchTests", dependencies: ["touch-bench"]),
        .testTarget(name: "TouchSoakTests", dependencies: ["touch-soak"]),
        // End-to-end: the built touch-demo on a private Xorg with real XI2 touches (as root).
        .testTarget(name: "EndToEndTests", dependencies: ["XServerFixture", "TouchDemoTrace", "TouchKitTesting", "ToolSupport", "CX11", "TouchKitX11", "TouchKit"]),
    ]
)
