/// What builds a ``ReadsCommandLine`` type from a command line: the `Decodable` initialiser Swift
/// writes asks for each property by its name, and is given the property's ``Read`` declaration
/// with its value read from the input. Nothing else is decoded.
struct CommandLineDecoder: Decoder {
    /// The type's declarations, by property name.
    let declarations: [String: any CommandLineValue]
    let input: CommandInput

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(DeclaredValues<Key>(declarations: declarations, input: input))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw Self.onlyProperties([])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw Self.onlyProperties([])
    }

    /// The error for anything but a property declared with ``Read``: a mistake in the program.
    static func onlyProperties(_ path: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "a command's property must be declared with @Read"))
    }
}
