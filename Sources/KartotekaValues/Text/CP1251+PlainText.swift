/// The byte-level fast path of writing Windows-1251: text made only of characters that cleaning
/// leaves alone and the code page holds as they are (ASCII and the upper half of the table, bar
/// the control U+0098 and the no-break space) is encoded with one table look-up a character.
///
/// Such text needs no Unicode composition, has no whitespace or control characters but the ASCII
/// ones, and no combining marks, so cleaning and encoding it byte by byte give exactly what the
/// general paths give. Anything else takes the general path.
extension CP1251 {
    /// The byte of every scalar below U+10000 that is plain text in the sense above; 0 for the rest.
    /// ASCII is handled before the table and has no entries.
    package static let plainByteForScalar: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x1_0000)
        for (index, scalar) in upperHalf.enumerated() where scalar != 0x0098 && scalar != 0x00A0 {
            table[Int(scalar)] = UInt8(0x80 + index)
        }
        return table
    }()

    /// Walks UTF-8 text scalar by scalar, handing ASCII bytes as they are and every other scalar
    /// as its Windows-1251 byte; stops and returns `false` at the first scalar that is not plain.
    @inline(__always)
    package static func forEachPlainByte(
        _ utf8: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Void
    ) -> Bool {
        var index = 0
        let count = utf8.count
        while index < count {
            let lead = utf8[index]
            if lead < 0x80 {
                body(lead)
                index &+= 1
                continue
            }
            let scalar: Int
            if lead & 0xE0 == 0xC0, index &+ 1 < count {
                scalar = Int(lead & 0x1F) << 6 | Int(utf8[index &+ 1] & 0x3F)
                index &+= 2
            } else if lead & 0xF0 == 0xE0, index &+ 2 < count {
                scalar = Int(lead & 0x0F) << 12 | Int(utf8[index &+ 1] & 0x3F) << 6 | Int(utf8[index &+ 2] & 0x3F)
                index &+= 3
            } else {
                return false
            }
            let byte = table[scalar]
            guard byte != 0 else { return false }
            body(byte)
        }
        return true
    }
}

extension String {
    /// Whether the text is plain in the sense of ``CP1251/forEachPlainByte(_:table:_:)``: ASCII
    /// and characters Windows-1251 holds, none needing composition, none a combining mark.
    package var isPlainText: Bool {
        let answer = utf8.withContiguousStorageIfAvailable { utf8 in
            CP1251.plainByteForScalar.withUnsafeBufferPointer { table in
                CP1251.forEachPlainByte(utf8, table: table) { _ in }
            }
        }
        return answer ?? false
    }
}
