extension IRBISImportedTitle {
    /// The shelf code (903), when the record had one.
    public var shelfCode: String? {
        title.irbisShelfCode.isEmpty ? nil : title.irbisShelfCode
    }
}
