import Foundation

/// One stored property of a struct in a `*.fields` file:
/// `public var name: Type = default`, on one line, perhaps behind a property wrapper
/// (`@MissingAsEmpty public var city: String`), perhaps first giving its initialiser parameter an
/// argument label (`@label(_) public let copy: InventoryNumber`, `@label(to) public let draft: CopyDraft`).
struct StoredProperty {
    let name: String
    let type: String
    /// The parameter's argument label when it is not the name (`_`, `to`).
    let label: String?
    /// The declaration as Swift reads it: the line without its `@label(…)`.
    let declaration: String
    /// The value given after `=`, if any.
    let initialValue: String?
    let isConstant: Bool

    private static let labelled = try! NSRegularExpression(pattern: #"^@label\(([A-Za-z_][A-Za-z0-9_]*)\) (.+)$"#)
    private static let pattern = try! NSRegularExpression(
        pattern: #"^(?:@[A-Za-z]+ )*(?:(?:public|package|internal|fileprivate|private)(?:\(set\))? )*(let|var) ([A-Za-z_][A-Za-z0-9_]*): (.+)$"#)

    /// The property a line declares, or `nil` when it declares none: a computed property (a body),
    /// two properties on one line, or a comment after the declaration are not read as one.
    init?(line: String) {
        let labelMatch = Self.labelled.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
        label = labelMatch.flatMap { Range($0.range(at: 1), in: line) }.map { String(line[$0]) }
        let line = labelMatch.flatMap { Range($0.range(at: 2), in: line) }.map { String(line[$0]) } ?? line
        declaration = line
        guard Self.outsideStrings(of: line).allSatisfy({ !"{,/".contains($0) }) else { return nil }
        let range = NSRange(line.startIndex..., in: line)
        guard let match = Self.pattern.firstMatch(in: line, range: range),
              let keyword = Range(match.range(at: 1), in: line), let name = Range(match.range(at: 2), in: line),
              let rest = Range(match.range(at: 3), in: line) else { return nil }
        isConstant = line[keyword] == "let"
        self.name = String(line[name])
        let (type, initialValue) = Self.splitAtAssignment(String(line[rest]))
        self.type = type
        self.initialValue = initialValue
    }

    /// Whether the initialiser takes it: all but a constant with its value given.
    var isParameter: Bool { !(isConstant && initialValue != nil) }

    /// The initialiser's parameter: its given value as default, `nil` for an optional. A function
    /// type written out (not behind a typealias) escapes.
    var parameter: String {
        let escaping = Self.atTopLevel(of: type).contains("->") ? "@escaping " : ""
        var parameter = "\(label.map { "\($0) " } ?? "")\(name): \(escaping)\(type)"
        if let initialValue {
            parameter += " = \(initialValue)"
        } else if type.hasSuffix("?") {
            parameter += " = nil"
        }
        return parameter
    }

    /// The type and the initial value of `Type = value`, split at the `=` outside brackets.
    private static func splitAtAssignment(_ text: String) -> (String, String?) {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > text.startIndex && text[text.index(before: index)] != "-": depth -= 1
            case "=" where depth == 0 && index > text.startIndex && text[text.index(before: index)] == " ":
                let type = text[..<index].trimmingCharacters(in: .whitespaces)
                let value = text[text.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return (type, value)
            default: break
            }
            index = text.index(after: index)
        }
        return (text.trimmingCharacters(in: .whitespaces), nil)
    }

    /// The characters of `line` outside string literals and brackets: what tells a declaration's
    /// own punctuation from its values' and types' (`"{year}"`, `[String: Int]`, `(Int, Int)`).
    private static func outsideStrings(of line: String) -> [Character] {
        var kept: [Character] = []
        var inString = false
        var escaped = false
        var depth = 0
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: if depth == 0 { kept.append(character) }
            }
        }
        return kept
    }

    /// A type's text outside its parentheses and brackets (`(Int) -> Bool` keeps ` -> Bool`;
    /// `[() -> Void]` and `(() -> Void)?` keep nothing of their function types).
    private static func atTopLevel(of type: String) -> String {
        var depth = 0
        var kept = ""
        for character in type {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: if depth == 0 { kept.append(character) }
            }
        }
        return type.hasSuffix("?") ? "" : kept
    }
}
