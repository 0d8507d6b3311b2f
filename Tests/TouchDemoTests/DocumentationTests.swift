import Foundation
import Testing
@testable import TouchDemo
import TouchDemoTrace

/// The tables in the README and docs/ that repeat the code say what the code says, both ways: a
/// key, a screen or a hint changed in one place only fails here. Every relative link resolves.
@Suite("Documentation matches the code") @MainActor
struct DocumentationTests {
    /// The package's folder, found from this file (Tests/TouchDemoTests/DocumentationTests.swift).
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file in the package, by its path there ("docs/screens.md").
    static func document(_ path: String) throws -> String {
        try String(contentsOf: packageDirectory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README and every Markdown file under docs/ (the probes' notes included), by path.
    static func allDocuments() throws -> [String] {
        let docs = packageDirectory.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func cheatSheetListsExactlyTheInputsThatHelpLists() throws {
        let readme = try Self.document("README.md")
        let rows = try MarkdownTable(in: readme, under: "## Mouse and keyboard").rows
        let documented = rows.map { MarkdownTable.codeSpans(in: $0[0]) }
        let help = HelpSections(InputCheatSheet.helpText).inputs
        #expect(!help.isEmpty && !documented.isEmpty)
        // Compared row by row, each row's inputs in order and every row as often as it occurs,
        // so a key moved to another row, or one of the two Ctrl+Z rows dropped on one side, shows.
        let missing = help.filter { row in documented.filter { $0 == row }.count < help.filter { $0 == row }.count }
        let extra = documented.filter { row in help.filter { $0 == row }.count < documented.filter { $0 == row }.count }
        #expect(missing.isEmpty, "in --help but not in the README's cheat sheet: \(missing)")
        #expect(extra.isEmpty, "in the README's cheat sheet but not in --help: \(extra)")
    }

    @Test func helpTextListsEveryEntryOfTheCheatSheetType() {
        // The README is checked against the printed text; this holds the text to the list.
        let entries = InputCheatSheet.mouse + InputCheatSheet.keys
        #expect(HelpSections(InputCheatSheet.helpText).inputs == entries.map(\.inputs))
        #expect(InputCheatSheet.helpText.split(separator: "\n").allSatisfy { $0.count <= 78 })
    }

    @Test func screensTableGivesEachScreenItsDigitNameAndSummary() throws {
        let readme = try Self.document("README.md")
        let rows = try MarkdownTable(in: readme, under: "## Screens").rows
        let documented = rows.map { row in
            [row[0], row[1], MarkdownTable.codeSpans(in: row[2]).joined(), row[3]]
        }
        let code = Screen.allCases.map { screen in
            [screen.menuDigit.map(String.init) ?? "—", screen.title, screen.rawValue, screen.summary]
        }
        #expect(documented.count == code.count, "one row per screen, in Screen's order")
        for (row, screen) in zip(documented, code) { #expect(row == screen, "the row of \(screen[2])") }
    }

    @Test func hintsTableGivesEachScreenItsOwnHint() throws {
        let screens = try Self.document("docs/screens.md")
        let rows = try MarkdownTable(in: screens, under: "## Hints").rows
        var documented: [String: String] = [:]
        for row in rows { documented[MarkdownTable.codeSpans(in: row[0]).joined()] = row[1] }
        let code = Dictionary(uniqueKeysWithValues: HintTests.hints.map { ($0.key.rawValue, $0.value) })
        for (screen, hint) in code.sorted(by: { $0.key < $1.key }) {
            #expect(documented[screen] == hint, "\(screen)'s hint")
        }
        #expect(Set(documented.keys) == Set(code.keys))
    }

    @Test func traceTableListsEveryEventKind() throws {
        let trace = try Self.document("docs/trace.md")
        let rows = try MarkdownTable(in: trace, under: "## Events").rows
        let documented = rows.map { MarkdownTable.codeSpans(in: $0[0]).joined() }
        let kinds = TraceEvent.Kind.allCases.map(\.rawValue)
        #expect(Set(kinds).subtracting(documented).isEmpty, "kinds missing from docs/trace.md")
        #expect(Set(documented).subtracting(kinds).isEmpty, "events in docs/trace.md that do not exist")
        #expect(documented.count == kinds.count, "each kind once")
    }

    @Test func everyRelativeLinkNamesAFileAndHeadingThatExist() throws {
        var broken: [String] = []
        let documents = try Self.allDocuments()
        for path in documents {
            let folder = (path as NSString).deletingLastPathComponent
            let text = try Self.document(path)
            for link in MarkdownLinks.targets(in: text) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = String(parts[0])
                let url = file.isEmpty ? Self.packageDirectory.appendingPathComponent(path)
                    : Self.packageDirectory.appendingPathComponent(folder).appendingPathComponent(file).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path) else {
                    broken.append("\(path): \(link)")
                    continue
                }
                if parts.count == 2, url.pathExtension == "md",
                   !MarkdownLinks.anchors(in: try String(contentsOf: url, encoding: .utf8)).contains(String(parts[1])) {
                    broken.append("\(path): \(link) (no such heading)")
                }
            }
        }
        #expect(documents.count > 5)
        #expect(broken.isEmpty, "broken links: \(broken)")
    }

    @Test func everyDocIsLinkedFromTheReadme() throws {
        let linked = Set(MarkdownLinks.targets(in: try Self.document("README.md")).map { String($0.prefix { $0 != "#" }) })
        let docs = try Self.allDocuments().filter { $0.hasPrefix("docs/") && !$0.hasPrefix("docs/probes/") }
        #expect(!docs.isEmpty)
        for doc in docs { #expect(linked.contains(doc), "\(doc) is in the README's index") }
    }

    @Test func everyPictureInDocsImagesIsShown() throws {
        let shown = try Self.allDocuments().flatMap { path in
            MarkdownLinks.targets(in: try Self.document(path)).map { ($0 as NSString).lastPathComponent }
        }
        let images = Self.packageDirectory.appendingPathComponent("docs/images")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".png") }
        #expect(!pictures.isEmpty)
        for picture in pictures.sorted() { #expect(shown.contains(picture), "docs/images/\(picture) is shown somewhere") }
    }

    @Test func tableParserReadsCellsAndCodeSpans() throws {
        let text = "# T\n\n## Keys\n\nSome words.\n\n| a | b |\n|---|---|\n| `x`, `y` | one |\n| `z` | two |\n\nAfter.\n"
        let rows = try MarkdownTable(in: text, under: "## Keys").rows
        #expect(rows == [["`x`, `y`", "one"], ["`z`", "two"]])
        #expect(MarkdownTable.codeSpans(in: rows[0][0]) == ["x", "y"])
        #expect(throws: MarkdownTable.Missing.self) { try MarkdownTable(in: text, under: "## Screens") }
        #expect(throws: MarkdownTable.Missing.self) { try MarkdownTable(in: "## A\n\n## B\n| x |\n|---|\n", under: "## A") }
        #expect(HelpSections("Mouse:\n  a, b      one\n            more\n  a long input name here\n"
                             + "            two\n").inputs == [["a", "b"], ["a long input name here"]])
        #expect(MarkdownLinks.targets(in: "[a](docs/a.md#x) <img src=\"i.png\" width=9> [w](https://e.org)")
                == ["docs/a.md#x", "i.png"])
        #expect(MarkdownLinks.anchors(in: "# The `--trace` output\n## Window size, resizing and HiDPI\n```\n# no\n```\n")
                == ["the---trace-output", "window-size-resizing-and-hidpi"])
    }
}
