import KartotekaCore

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
            cleaned.fields[index].value = TextScan.withoutControlCharacters(cleaned.fields[index].value, changed: &changed)
            for sub in cleaned.fields[index].subfields.indices {
                cleaned.fields[index].subfields[sub].value = TextScan.withoutControlCharacters(cleaned.fields[index].subfields[sub].value,
                                                                                          changed: &changed)
            }
            if changed { tags.append(cleaned.fields[index].tag) }
        }
        return (cleaned, tags)
    }
}
