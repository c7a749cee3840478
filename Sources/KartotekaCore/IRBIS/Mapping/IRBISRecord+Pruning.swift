extension IRBISRecord {
    /// Drops subfields with empty text, then fields with nothing left: mappings build every
    /// field and let absent values fall away here. Fields with nothing to drop are not copied.
    mutating func pruneEmpty() {
        guard fields.contains(where: { $0.isEmpty || $0.subfields.contains { $0.value.isEmpty } }) else { return }
        fields = fields.compactMap { field in
            guard field.subfields.contains(where: { $0.value.isEmpty }) else { return field.isEmpty ? nil : field }
            var kept = field
            kept.subfields.removeAll { $0.value.isEmpty }
            return kept.isEmpty ? nil : kept
        }
    }
}
