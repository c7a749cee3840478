import Foundation

/// Cleans text and records before they are written, since neither exchange format can escape
/// anything: a value must stay on one line and a `^` would start a bogus subfield.
///
/// A value is composed (Unicode NFC, so `е` + `¨` becomes `ё`); CR, LF, TAB and other control
/// characters become spaces; `^` becomes a space (reported); then it is trimmed and runs of
/// whitespace become one space. Empty subfields and empty fields are dropped.
enum IRBISSanitizer {
    /// How subfield codes that are Latin letters are written.
    enum CodeCase {
        /// `^A`: the text format.
        case upper
        /// `$a`: ISO 2709, as MARC tools expect.
        case lower
    }

    /// The cleaned value, and whether a `^` was replaced.
    static func clean(_ text: String) -> (text: String, hadCaret: Bool) {
        if let plain = cleanPlain(text) { return plain }
        let composed = text.precomposedStringWithCanonicalMapping
        var hadCaret = false
        var scalars = String.UnicodeScalarView()
        for scalar in composed.unicodeScalars {
            if scalar == "^" {
                hadCaret = true
                scalars.append(" ")
            } else if scalar.properties.generalCategory == .control {
                scalars.append(" ")
            } else {
                scalars.append(scalar)
            }
        }
        return (String(scalars).collapsedWhitespace, hadCaret)
    }

    /// Whether a subfield code can be written: one printable ASCII character other than `^`.
    static func isWritableCode(_ code: Character) -> Bool {
        guard let ascii = code.asciiValue else { return false }
        return ascii > 0x20 && ascii < 0x7F && ascii != UInt8(ascii: "^")
    }

    /// The record as it will be written, with what cleaning did to it. `number` is the record's
    /// number for the diagnostics.
    static func clean(_ record: IRBISRecord, number: Int, codes: CodeCase) -> (IRBISRecord, [IRBISDiagnostic]) {
        var diagnostics: [IRBISDiagnostic] = []
        var fields: [IRBISField] = []
        fields.reserveCapacity(record.fields.count)
        for field in record.fields {
            guard field.tag >= 1 else {
                diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .invalidTag))
                continue
            }
            var caret = false
            let value = clean(field.value)
            caret = caret || value.hadCaret
            // Most fields come out as they went in: they are kept without copying.
            var changed = value.text != field.value
            var subfields: [IRBISSubfield] = []
            var seen = SubfieldCodeSet()
            for (index, subfield) in field.subfields.enumerated() {
                guard isWritableCode(subfield.code) else {
                    diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .invalidSubfieldCode(subfield.code)))
                    if !changed { subfields = Array(field.subfields[..<index]) }
                    changed = true
                    continue
                }
                let text = clean(subfield.value)
                caret = caret || text.hadCaret
                let code = written(subfield.code, codes)
                let same = !text.text.isEmpty && code == subfield.code && text.text == subfield.value
                if !same && !changed {
                    subfields = Array(field.subfields[..<index])
                    changed = true
                }
                guard !text.text.isEmpty else { continue }
                if !seen.insert(code) {
                    diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, code: code, .repeatedSubfieldCode(code)))
                }
                if changed { subfields.append(same ? subfield : IRBISSubfield(code, text.text)) }
            }
            if caret { diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .caretReplaced)) }
            let cleaned = changed ? IRBISField(tag: field.tag, value: value.text, subfields: subfields) : field
            if !cleaned.isEmpty { fields.append(cleaned) }
        }
        return (IRBISRecord(fields: fields), diagnostics)
    }

    /// A writable subfield code in the case the format wants; ASCII without allocating.
    private static func written(_ code: Character, _ codes: CodeCase) -> Character {
        if let ascii = code.asciiValue {
            switch codes {
            case .upper where ascii >= 0x61 && ascii <= 0x7A: return Character(Unicode.Scalar(ascii - 0x20))
            case .lower where ascii >= 0x41 && ascii <= 0x5A: return Character(Unicode.Scalar(ascii + 0x20))
            default: return code
            }
        }
        return Character(codes == .upper ? code.uppercased() : code.lowercased())
    }
}
