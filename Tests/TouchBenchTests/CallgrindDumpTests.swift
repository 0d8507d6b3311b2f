import Testing
@testable import touch_bench

/// Reading callgrind dumps: totals, and calls into the allocator with compressed names.
@Suite("touch-bench callgrind dumps")
struct CallgrindDumpTests {
    /// A small dump in callgrind's compressed format: `main` calls malloc 3 times and
    /// `$sFoo` calls it 2 times (by id), `realloc` once and `_int_malloc` (not an entry
    /// point) 4 times; realloc's own call to malloc is not a second allocation.
    static let fixture = """
        version: 1
        creator: callgrind-3.19.0
        pid: 4242
        cmd: touch-demo --screen paint
        part: 1

        positions: line
        events: Ir
        summary: 999

        ob=(1) /usr/lib/libc.so.6
        fl=(1) ???
        fn=(1) main
        0 100
        cob=(1)
        cfi=(1)
        cfn=(2) malloc
        calls=3 0
        0 300
        cfn=(3) _int_malloc
        calls=4 0
        0 80
        fn=(4) $sFoo
        0 50
        cfn=(2)
        calls=2 0
        0 200
        cfn=(5) realloc'2
        calls=1 0
        0 90
        fn=(5)
        0 40
        cfn=(2)
        calls=1 0
        0 100

        totals: 1234
        """

    @Test func readsTheTotalInstructions() {
        #expect(CallgrindDump(text: Self.fixture).instructions == 1234)
    }

    @Test func countsCallsIntoTheAllocatorByCompressedName() {
        #expect(CallgrindDump(text: Self.fixture).allocationCalls == 6)
    }

    @Test func fallsBackToTheSummaryWithoutTotals() {
        let dump = CallgrindDump(text: "events: Ir\nsummary: 77 5\nfn=(1) main\n0 77\n")
        #expect(dump.totals == [77, 5])
        #expect(dump.allocationCalls == 0)
    }
}
