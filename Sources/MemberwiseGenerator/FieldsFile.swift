import Foundation

/// A `*.fields` file: imports, comments, struct declarations holding only stored properties (one a
/// line, perhaps labelled for the initialiser: ``StoredProperty``) and nested structs, and
/// `extension Outer {` blocks holding structs. Anything else (a method, a computed property, a
/// conformance's code) belongs in a Swift file, in an extension.
struct FieldsFile {
    private let lines: [String]

    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
    }

    private static let structHeader = try! NSRegularExpression(
        pattern: #"^(?:@[A-Za-z]+ )*((?:public|package|internal|fileprivate|private) )?struct [A-Za-z_][A-Za-z0-9_]*(?:<.*>)?(?:: .*)? \{$"#)
    private static let extensionHeader = try! NSRegularExpression(pattern: #"^extension [A-Za-z_][A-Za-z0-9_.]* \{$"#)

    /// A struct or extension being read: its access level and the properties read so far.
    private struct Block {
        let isStruct: Bool
        let access: String
        var properties: [StoredProperty] = []
    }

    /// The Swift the file stands for, saying which file it comes from.
    func swift(from name: String) throws(FieldsFileError) -> String {
        var output = ["// Written by the Memberwise build plugin from \(name); change that file, not this one.", ""]
        var blocks: [Block] = []
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = String(line.prefix { $0 == " " })
            let number = offset + 1
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") || trimmed.hasPrefix("@preconcurrency import ") {
                guard !trimmed.hasPrefix("import ") || blocks.isEmpty else { throw FieldsFileError(line: number, message: "an import goes at the top") }
            } else if let access = Self.matchedAccess(Self.structHeader, trimmed) {
                guard blocks.allSatisfy({ !$0.isStruct }) || blocks.last?.isStruct == true else { throw FieldsFileError(line: number, message: "misplaced struct") }
                blocks.append(Block(isStruct: true, access: access))
            } else if Self.matchedAccess(Self.extensionHeader, trimmed) != nil {
                guard blocks.isEmpty else { throw FieldsFileError(line: number, message: "an extension goes at the top level") }
                blocks.append(Block(isStruct: false, access: ""))
            } else if trimmed == "}" {
                guard let block = blocks.popLast() else { throw FieldsFileError(line: number, message: "a brace closes nothing") }
                if block.isStruct {
                    output.append(contentsOf: Self.initialiser(of: block, indent: indent + "    "))
                }
            } else if let property = StoredProperty(line: trimmed) {
                guard blocks.last?.isStruct == true else { throw FieldsFileError(line: number, message: "a property outside a struct") }
                blocks[blocks.count - 1].properties.append(property)
                output.append(indent + property.declaration)
                continue
            } else {
                throw FieldsFileError(
                    line: number, message: "not a stored property, a struct or a comment: code goes in the type's Swift file, in an extension")
            }
            output.append(line)
        }
        guard blocks.isEmpty else { throw FieldsFileError(line: lines.count, message: "a struct is not closed") }
        return output.joined(separator: "\n")
    }

    /// The access level a header gives (`public `, or empty), or `nil` when the line is no such header.
    private static func matchedAccess(_ pattern: NSRegularExpression, _ line: String) -> String? {
        guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
        guard match.numberOfRanges > 1, let access = Range(match.range(at: 1), in: line) else { return "" }
        let level = line[access]
        return level == "public " || level == "package " ? String(level) : ""
    }

    /// The memberwise initialiser of a struct, its lines indented for its body.
    private static func initialiser(of block: Block, indent: String) -> [String] {
        let parameters = block.properties.filter(\.isParameter)
        let signature = "\(indent)\(block.access)init(\(parameters.map(\.parameter).joined(separator: ", "))) {"
        return ["", "\(indent)/// Creates it from its parts.", signature]
            + parameters.map { "\(indent)    self.\($0.name) = \($0.name)" }
            + ["\(indent)}"]
    }
}
