extension IRBISSanitizer {
    /// ``clean(_:)`` for plain text (ASCII and the characters Windows-1251 holds, see
    /// ``CP1251/forEachPlainByte(_:table:_:)``), done on the UTF-8 bytes; `nil` for any other
    /// text, which needs composition and Unicode properties. Clean text comes back as it is,
    /// without copying.
    static func cleanPlain(_ text: String) -> (text: String, hadCaret: Bool)? {
        let answer = text.utf8.withContiguousStorageIfAvailable { utf8 -> (text: String, hadCaret: Bool)? in
            var needsWork = false
            var previousWasSpace = true
            let plain = CP1251.plainByteForScalar.withUnsafeBufferPointer { table in
                CP1251.forEachPlainByte(utf8, table: table) { byte in
                    if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "^") {
                        needsWork = true
                    } else if byte == 0x20 {
                        if previousWasSpace { needsWork = true }
                        previousWasSpace = true
                    } else {
                        previousWasSpace = false
                    }
                }
            }
            guard plain else { return nil }
            if !needsWork && !previousWasSpace { return (text, false) }
            var hadCaret = false
            let cleaned = String(unsafeUninitializedCapacity: utf8.count) { output in
                var count = 0
                var pendingSpace = false
                for byte in utf8 {
                    let isCaret = byte == UInt8(ascii: "^")
                    if isCaret { hadCaret = true }
                    if byte <= 0x20 || byte == 0x7F || isCaret {
                        pendingSpace = true
                        continue
                    }
                    // A byte of a multi-byte character is never a space, so runs stay whole.
                    if pendingSpace && count > 0 {
                        output[count] = 0x20
                        count &+= 1
                    }
                    pendingSpace = false
                    output[count] = byte
                    count &+= 1
                }
                return count
            }
            return (cleaned, hadCaret)
        }
        return answer ?? nil
    }
}
