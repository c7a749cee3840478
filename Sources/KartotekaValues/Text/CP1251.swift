/// Windows-1251 (CP1251), the Cyrillic code page IRBIS64 uses, written out as a table so that
/// nothing depends on the platform's converters.
///
/// Bytes below 0x80 are ASCII. Decoding is total: 0x98, which the code page leaves undefined,
/// decodes to U+0098 (as the WHATWG Encoding Standard does) and encodes back to 0x98.
public enum CP1251 {
    /// The Unicode scalar of each byte 0x80…0xFF, in byte order.
    public static let upperHalf: [UInt16] = [
        0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, // 80
        0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C, 0x040B, 0x040F, // 88
        0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, // 90
        0x0098, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, // 98
        0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, // A0
        0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, // A8
        0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7, // B0
        0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457, // B8
        0x0410, 0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417, // C0 А…З
        0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, 0x041F, // C8 И…П
        0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427, // D0 Р…Ч
        0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F, // D8 Ш…Я
        0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437, // E0 а…з
        0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F, // E8 и…п
        0x0440, 0x0441, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447, // F0 р…ч
        0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F, // F8 ш…я
    ]

    /// The UTF-8 bytes of every byte value, 4 slots each: the length, then up to 3 bytes.
    package static let utf8Table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for byte in 0..<256 {
            let scalar = byte < 0x80 ? UInt32(byte) : UInt32(upperHalf[byte - 0x80])
            let encoded = Array(String(Unicode.Scalar(scalar)!).utf8)
            table[byte * 4] = UInt8(encoded.count)
            for (index, value) in encoded.enumerated() { table[byte * 4 + 1 + index] = value }
        }
        return table
    }()

    /// The character of every byte value, so that subfield codes cost a look-up.
    package static let characters: [Character] = (0..<256).map { Character(scalar(for: UInt8($0))) }

    /// The byte for each scalar of the upper half.
    package static let byteForScalar: [UInt32: UInt8] = {
        var map: [UInt32: UInt8] = [:]
        for (index, scalar) in upperHalf.enumerated() { map[UInt32(scalar)] = UInt8(0x80 + index) }
        return map
    }()

    /// The CP1251 byte for a scalar, or `nil` when the code page has no such character.
    public static func byte(for scalar: Unicode.Scalar) -> UInt8? {
        scalar.value < 0x80 ? UInt8(scalar.value) : byteForScalar[scalar.value]
    }

    /// The character a byte stands for.
    public static func scalar(for byte: UInt8) -> Unicode.Scalar {
        byte < 0x80 ? Unicode.Scalar(byte) : Unicode.Scalar(UInt32(upperHalf[Int(byte) - 0x80]))!
    }

    /// The text of a file or a code as Russian tools write them: UTF-8 (a byte-order mark dropped)
    /// when it is valid UTF-8, else Windows-1251 (every byte has a meaning there, so nothing is
    /// lost, at worst mis-lettered).
    public static func decodeUTF8OrWindows1251(_ bytes: some Collection<UInt8>) -> String {
        var bytes = Array(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return String(validating: bytes, as: UTF8.self) ?? decode(bytes)
    }

    /// Decodes bytes; never fails.
    public static func decode(_ bytes: some Collection<UInt8>) -> String {
        let table = utf8Table
        return String(unsafeUninitializedCapacity: bytes.count * 3) { output in
            var count = 0
            for byte in bytes {
                if byte < 0x80 {
                    output[count] = byte
                    count += 1
                } else {
                    let slot = Int(byte) &* 4
                    let length = Int(table[slot])
                    for index in 0..<length { output[count + index] = table[slot + 1 + index] }
                    count += length
                }
            }
            return count
        }
    }

    /// Decodes a slice of a byte buffer (the fast path of ISO 2709 reading): one pass measures the
    /// UTF-8 length, so ASCII is copied as it is and short Cyrillic text stays a small string.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>) -> String {
        var length = 0
        for byte in bytes {
            length &+= byte < 0x80 ? 1 : Int(table[Int(byte) &* 4])
        }
        if length == bytes.count { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: length) { output in
            var count = 0
            for byte in bytes {
                if byte < 0x80 {
                    output[count] = byte
                    count &+= 1
                } else {
                    let slot = Int(byte) &* 4
                    output[count] = table[slot &+ 1]
                    output[count &+ 1] = table[slot &+ 2]
                    if table[slot] == 3 { output[count &+ 2] = table[slot &+ 3] }
                    count &+= Int(table[slot])
                }
            }
            return count
        }
    }
}
