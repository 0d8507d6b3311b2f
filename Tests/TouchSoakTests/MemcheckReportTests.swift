import Testing
@testable import touch_soak

/// Reading memcheck's text log: loss records, their stacks, and which are the project's own.
@Suite("touch-soak memcheck report")
struct MemcheckReportTests {
    static let log = """
        ==4242== Memcheck, a memory error detector
        ==4242== 
        ==4242== 48 bytes in 1 blocks are definitely lost in loss record 10 of 300
        ==4242==    at 0x48407B4: malloc (vg_replace_malloc.c:381)
        ==4242==    by 0x5A1B2C3: swift_slowAlloc (in /usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x5A1B2C4: swift_allocObject (in /usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x1234567: $s8TouchKit6UIViewCACycfC (UIView.swift:40)
        ==4242==    by 0x1234568: main (main.swift:10)
        ==4242== 
        ==4242== 1,024 (512 direct, 512 indirect) bytes in 2 blocks are definitely lost in loss record 20 of 300
        ==4242==    at 0x48407B4: malloc (vg_replace_malloc.c:381)
        ==4242==    by 0x6000000: FcPatternCreate (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)
        ==4242==    by 0x6000001: FcDefaultSubstitute (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)
        ==4242==    by 0x6000002: pango_layout_get_pixel_size (in /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12)
        ==4242==    by 0x1234570: $s8TouchKit15GraphicsContextC4size (GraphicsContext+Text.swift:24)
        ==4242== 
        ==4242== 32 bytes in 1 blocks are definitely lost in loss record 11 of 300
        ==4242==    at 0x4846990: memalign (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x4846AED: posix_memalign (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x51C1A93: swift_slowAlloc (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x520DE6C: swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::formWeakReference() (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x51C3C9A: swift_weakAssign (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x308E0B: $s8TouchKit15NavigationSlideC7animate (NavigationSlide.swift:73)
        ==4242== 
        ==4242== 96 bytes in 1 blocks are definitely lost in loss record 12 of 300
        ==4242==    at 0x48407B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
        ==4242==    by 0x51C1A6E: swift_slowAlloc (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
        ==4242==    by 0x2000000: $sSa6appendyyxnF9TouchDemo5PointV_Tg5 (<compiler-generated>:0)
        ==4242==    by 0x2000001: $s9TouchDemo6CanvasC3addyyF (Canvas.swift:9)
        ==4242== 
        ==4242== 64 bytes in 1 blocks are possibly lost in loss record 30 of 300
        ==4242==    at 0x48407B4: calloc (vg_replace_malloc.c:1340)
        ==4242==    by 0x1234569: $s9TouchDemo3AppC3runyyF (TouchDemoApp.swift:12)
        ==4242== 
        ==4242== LEAK SUMMARY:
        ==4242==    definitely lost: 560 bytes in 3 blocks
        ==4242==    indirectly lost: 512 bytes in 4 blocks
        ==4242==      possibly lost: 64 bytes in 1 blocks
        ==4242==    still reachable: 900,000 bytes in 9,000 blocks
        ==4242==         suppressed: 0 bytes in 0 blocks
        ==4242== 
        ==4242== For lists of detected and suppressed errors, rerun with: -s
        """

    @Test func recordsAreReadWithTheirKindsSizesAndStacks() {
        let report = MemcheckReport(log: Self.log)
        #expect(report.records.map(\.kind) == ["definitely", "definitely", "definitely", "definitely", "possibly"])
        #expect(report.records.map(\.bytes) == [48, 1024, 32, 96, 64])
        #expect(report.records.map(\.blocks) == [1, 2, 1, 1, 1])
        #expect(report.records[0].frames.count == 5)
        #expect(report.records[0].frames[3] == "0x1234567: $s8TouchKit6UIViewCACycfC (UIView.swift:40)")
    }

    @Test func aBlockOurCodeAllocatesThroughTheSwiftRuntimeOrSpecialisedLibraryCodeIsOurs() {
        let report = MemcheckReport(log: Self.log)
        #expect(report.ownDefinitelyLost.map(\.bytes) == [48, 96])
    }

    @Test func aBlockAllocatedInsideACLibraryIsTheLibrarysEvenWhenOurCodeCalledIt() {
        let report = MemcheckReport(log: Self.log)
        #expect(report.libraryDefinitelyLost.map(\.bytes) == [1024])
    }

    @Test func swiftWeakReferenceSideTablesAreSetApart() {
        let report = MemcheckReport(log: Self.log)
        #expect(report.weakSideTables.map(\.bytes) == [32])
    }

    @Test func possiblyLostBlocksDoNotCount() {
        let report = MemcheckReport(log: Self.log)
        #expect(!report.ownDefinitelyLost.contains { $0.kind == "possibly" })
    }

    @Test func theLeakSummaryIsKept() {
        let report = MemcheckReport(log: Self.log)
        #expect(report.summary.first == "LEAK SUMMARY:")
        #expect(report.summary.contains("definitely lost: 560 bytes in 3 blocks"))
        #expect(report.summary.contains("suppressed: 0 bytes in 0 blocks"))
    }

    @Test func aCleanLogHasNoOwnLeaks() {
        let report = MemcheckReport(log: "==1== All heap blocks were freed -- no leaks are possible\n")
        #expect(report.records.isEmpty)
        #expect(report.ownDefinitelyLost.isEmpty)
    }
}
