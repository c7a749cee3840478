/// The properties of a ``ReadsCommandLine`` type as ``CommandLineDecoder`` gives them: each
/// property's ``Read`` declaration, its value read.
struct DeclaredValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let declarations: [String: any CommandLineValue]
    let input: CommandInput

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { declarations.keys.compactMap(Key.init(stringValue:)) }

    /// Every key: a property not declared with ``Read`` is then an error (from ``decode(_:forKey:)``),
    /// never an optional read as `nil`.
    func contains(_ key: Key) -> Bool {
        true
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let value = try declarations[key.stringValue]?.reading(input) as? T else {
            throw CommandLineDecoder.onlyProperties([key])
        }
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw CommandLineDecoder.onlyProperties([key])
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw CommandLineDecoder.onlyProperties([key])
    }

    func superDecoder() throws -> any Decoder {
        throw CommandLineDecoder.onlyProperties([])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw CommandLineDecoder.onlyProperties([key])
    }
}
