import Foundation

// What DocumentationTests read from the README and docs/: tables, links and headings, and the
// entries of the printed `--help`.

/// The first table after a heading in a Markdown text: its body rows, each cell trimmed.
struct MarkdownTable {
    /// The heading or its table is not in the text.
    struct Missing: Error, CustomStringConvertible {
        let heading: String
        var description: String { "no table under \"\(heading)\"" }
    }

    /// The body rows, each a list of cells (the header and the `|---|` line left out).
    let rows: [[String]]

    init(in text: String, under heading: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The table must be in the heading's own section, before the next heading.
        guard let start = lines.firstIndex(of: heading),
              let first = lines[(start + 1)...].prefix(while: { !$0.hasPrefix("#") }).firstIndex(where: { $0.hasPrefix("|") })
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
    /// Each entry's inputs, in the order printed ("Escape", "BackSpace", "Alt+Left").
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
    /// Every relative link target, in order of the patterns, then of the text.
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
