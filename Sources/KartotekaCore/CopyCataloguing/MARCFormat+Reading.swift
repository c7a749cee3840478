extension MARCFormat {
    /// Reads a record a target sent, as ISO 2709 in UTF-8 (YAZ converts it from the target's
    /// character set), into a candidate: RUSMARC and UNIMARC with ``RUSMARCImporter`` (they agree
    /// in every field it reads), MARC 21 with ``MARC21Importer``. `nil` when the bytes are not
    /// valid UTF-8 (the character set is set wrongly) or not a record with a title.
    public func candidate(fromISO2709 bytes: [UInt8], target: String) -> CopyCataloguingCandidate? {
        guard String(validating: bytes, as: UTF8.self) != nil,
              let record = ISO2709Reader(encoding: .utf8).read(bytes).records.first else { return nil }
        let imported = switch self {
        case .rusmarc, .unimarc: RUSMARCImporter.title(from: record).0
        case .marc21: MARC21Importer.title(from: record).0
        }
        guard let title = imported?.title else { return nil }
        return CopyCataloguingCandidate(target: target, recordID: (record.value(1) ?? "").collapsedWhitespace, format: self, title: title)
    }
}
