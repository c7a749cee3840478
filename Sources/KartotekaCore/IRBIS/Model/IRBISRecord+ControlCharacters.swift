extension IRBISRecord {
    /// The record with control characters (Unicode's `Cc`: NUL, escapes, DEL, C1) taken out of
    /// every value and subfield — a line break or a tab becomes a space — and the tags of the
    /// fields that had any, in order. No database stores a NUL (PostgreSQL refuses it), and none
    /// belongs in a title or a name.
    public func removingControlCharacters() -> (record: IRBISRecord, cleanedTags: [Int]) {
        // Nearly every record has none: looked for first, so that such a record is not copied.
        guard fields.contains(where: { field in
            TextScan.hasControlCharacters(field.value) || field.subfields.contains { TextScan.hasControlCharacters($0.value) }
        }) else { return (self, []) }
        var cleaned = self
        var tags: [Int] = []
        for index in cleaned.fields.indices {
            var changed = false
            cleaned.fields[index].value = Self.withoutControlCharacters(cleaned.fields[index].value, changed: &changed)
            for sub in cleaned.fields[index].subfields.indices {
                cleaned.fields[index].subfields[sub].value = Self.withoutControlCharacters(cleaned.fields[index].subfields[sub].value,
                                                                                          changed: &changed)
            }
            if changed { tags.append(cleaned.fields[index].tag) }
        }
        return (cleaned, tags)
    }

    /// The text without control characters (a line break or a tab as a space); `changed` is set
    /// when any was there.
    public static func withoutControlCharacters(_ text: String, changed: inout Bool) -> String {
        guard TextScan.hasControlCharacters(text) else { return text }
        changed = true
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                scalars.append(scalar)
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                scalars.append(" ")
            }
        }
        return String(scalars)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
