extension IRBISRecord {
    /// Drops subfields with empty text, then fields with nothing left: mappings build every
    /// field and let absent values fall away here.
    mutating func pruneEmpty() {
        fields = fields.compactMap { field in
            var kept = field
            kept.subfields.removeAll { $0.value.isEmpty }
            return kept.isEmpty ? nil : kept
        }
    }
}
