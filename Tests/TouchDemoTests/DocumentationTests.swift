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
        #expect(documented == code)
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
        #expect(Set(documented) == Set(kinds))
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

    @Test func tableParserReadsCellsAndCodeSpans() throws {
        let text = "# T\n\n## Keys\n\nSome words.\n\n| a | b |\n|---|---|\n| `x`, `y` | one |\n| `z` | two |\n\nAfter.\n"
        let rows = try MarkdownTable(in: text, under: "## Keys").rows
        #expect(rows == [["`x`, `y`", "one"], ["`z`", "two"]])
        #expect(MarkdownTable.codeSpans(in: rows[0][0]) == ["x", "y"])
        #expect(throws: MarkdownTable.Missing.self) { try MarkdownTable(in: text, under: "## Screens") }
        #expect(HelpSections("Mouse:\n  a, b      one\n            more\n  a long input name here\n"
                             + "            two\n").inputs == [["a", "b"], ["a long input name here"]])
        #expect(MarkdownLinks.targets(in: "[a](docs/a.md#x) <img src=\"i.png\" width=9> [w](https://e.org)")
                == ["docs/a.md#x", "i.png"])
        #expect(MarkdownLinks.anchors(in: "# The `--trace` output\n## Window size, resizing and HiDPI\n```\n# no\n```\n")
                == ["the---trace-output", "window-size-resizing-and-hidpi"])
    }
}

/// The first table after a heading in a Markdown text: its body rows, each cell trimmed.
struct MarkdownTable {
    /// The heading or its table is not in the text.
    struct Missing: Error, CustomStringConvertible {
        let heading: String
        var description: String { "no table under \"\(heading)\"" }
    }

    let rows: [[String]]

    init(in text: String, under heading: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading),
              let first = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("|") })
        else { throw Missing(heading: heading) }
        let table = lines[first...].prefix { $0.hasPrefix("|") }
        // The header and the |---| line are not rows.
        rows = table.dropFirst(2).map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The `code spans` of a cell, in order, without their backticks.
    static func codeSpans(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

/// The entries of `--help`'s "Mouse:" and "Keys:" sections, read back from the printed text:
/// an entry's line starts with two spaces and its inputs, separated from its meaning by two
/// spaces or a line break; continuation lines start deeper.
struct HelpSections {
    let inputs: [[String]]

    init(_ text: String) {
        inputs = text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let body = line.dropFirst(2)
            let column = body.range(of: "  ").map { body[..<$0.lowerBound] } ?? body
            return column.components(separatedBy: ", ")
        }
    }
}

/// The link targets of a Markdown text: `[text](target)` and `<img src="target">`, except
/// absolute web addresses.
enum MarkdownLinks {
    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        for pattern in [#"\]\(([^)\s]+)\)"#, #"src="([^"]+)""#] {
            let expression = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                if let found = Range(match.range(at: 1), in: text) { targets.append(String(text[found])) }
            }
        }
        return targets.filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// The anchors GitHub gives the text's headings: lowercased, punctuation dropped, spaces made
    /// hyphens. Lines inside code blocks are not headings.
    static func anchors(in text: String) -> [String] {
        var anchors: [String] = []
        var inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            anchors.append(String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            }))
        }
        return anchors
    }
}
