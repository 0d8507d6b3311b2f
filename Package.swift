// swift-tools-version:6.0
import PackageDescription

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
        // C libraries, imported only by the modules that need them.
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11 xi xrandr xext cairo-xlib"),
        // Not "pangocairo": its private gio dependency brings -pthread, which SwiftPM warns about on
        // every build; touchdemo-pangocairo.pc names only what the pango headers include.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo",
                       pkgConfig: Context.packageDirectory + "/Sources/CCairo/touchdemo-pangocairo.pc"),
        // glibc's <malloc.h> (malloc_trim), which Swift's Glibc module leaves out.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),

        // The toolkit: UIKit's touch model, no X11, runs without a display.
        .target(name: "TouchKit", dependencies: ["CCairo"]),
        // The only module that talks to X11/XInput2.
        .target(name: "TouchKitX11", dependencies: ["TouchKit", "CX11", "CCairo"]),
        // The demo's `--trace` events: written by TouchDemo, read by the tests, soak and benchmark.
        .target(name: "TouchDemoTrace"),
        // The demo's screens.
        .target(name: "TouchDemo", dependencies: ["TouchKit", "TouchDemoTrace"]),
        .executableTarget(
            name: "touch-demo",
            dependencies: [
                "TouchDemo", "TouchKitX11", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Draws Resources/*.png deterministically (scripts/make-images).
        .executableTarget(name: "make-images", dependencies: ["CCairo"]),

        // In-process test support: scripted touches, a manual clock, event logs, dispatch workloads.
        .target(name: "TouchKitTesting", dependencies: ["TouchKit"]),
        // What shipped tools need: a process's resident memory, a seeded generator.
        .target(name: "ToolSupport"),
        // The X server fixtures: a private Xorg, its inputtest devices, the app under test and its
        // trace. Only the end-to-end tests and the benchmark use them.
        .target(name: "XServerFixture", dependencies: ["TouchDemoTrace"]),
        // Counts heap allocations per thread, for dispatch-allocations only.
        .target(name: "CHeapCounting"),
        // scripts/test's check that steady-state dispatch allocates nothing (release build).
        .executableTarget(name: "dispatch-allocations", dependencies: ["TouchKitTesting", "CHeapCounting"]),
        // scripts/bench's driver: runs touch-demo and its peers on a private Xorg with real touches.
        .executableTarget(
            name: "touch-bench",
            dependencies: [
                "XServerFixture",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // scripts/screenshots' driver: the README's pictures, drawn by this code with real input.
        .executableTarget(name: "touch-screenshots", dependencies: ["XServerFixture", "TouchDemoTrace"]),

        // The dispatch fuzzer's engine (issue 12): random hierarchies, recognizers and hostile
        // input through UIWindow's real dispatch path, with invariants checked after every event.
        .target(name: "TouchFuzzing", dependencies: ["TouchKit", "TouchKitTesting", "ToolSupport", "TouchDemo"]),
        // scripts/fuzz's driver: runs seeds, prints sequences per second, shrinks a failure.
        .executableTarget(
            name: "touch-fuzz",
            dependencies: [
                "TouchFuzzing", "ToolSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // scripts/soak's driver: cycles every screen with random input, checks RSS and memcheck's leaks.
        .executableTarget(
            name: "touch-soak",
            dependencies: [
                "XServerFixture", "ToolSupport", "TouchDemo", "TouchDemoTrace",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "TouchKitTests", dependencies: ["TouchKit", "TouchKitTesting"]),
        .testTarget(name: "TouchKitX11Tests", dependencies: ["TouchKitX11", "TouchKit", "CX11", "ToolSupport"]),
        .testTarget(name: "TouchDemoTests", dependencies: ["TouchDemo", "TouchDemoTrace", "TouchKit", "TouchKitTesting", "ToolSupport"]),
        .testTarget(name: "TouchFuzzTests", dependencies: ["TouchFuzzing", "TouchKit", "ToolSupport"]),
        .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport"]),
        .testTarget(name: "TouchBenchTests", dependencies: ["touch-bench"]),
        .testTarget(name: "TouchSoakTests", dependencies: ["touch-soak"]),
        .testTarget(name: "EndToEndTests", dependencies: ["XServerFixture", "TouchDemoTrace", "TouchKitTesting", "ToolSupport", "CX11", "TouchKitX11", "TouchKit"]),
    ]
)
