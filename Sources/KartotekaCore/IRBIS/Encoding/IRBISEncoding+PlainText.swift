extension IRBISEncoding {
    /// Appends the bytes of a text when every character is written as it is (see
    /// ``CP1251/forEachPlainByte(_:table:_:)``) and returns `true`; otherwise leaves `bytes` as
    /// they were and returns `false`, and the text must go through ``encode(_:into:)``, which
    /// replaces and reports.
    func appendPlain(_ text: String, to bytes: inout [UInt8]) -> Bool {
        switch self {
        case .utf8:
            bytes.append(contentsOf: text.utf8)
            return true
        case .windows1251:
            let start = bytes.count
            let written = text.utf8.withContiguousStorageIfAvailable { utf8 in
                CP1251.plainByteForScalar.withUnsafeBufferPointer { table in
                    CP1251.forEachPlainByte(utf8, table: table) { bytes.append($0) }
                }
            } ?? false
            if !written { bytes.removeSubrange(start...) }
            return written
        }
    }
}
