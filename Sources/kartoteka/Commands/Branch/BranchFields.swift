import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The fields of a branch the command line gives besides its code: `--name`, `--address`,
/// `--storage-place`.
struct BranchFields: OptionGroup {
    /// `--name TEXT`.
    static let name = Option.text("name", "TEXT", \.branchNameHelp)
    /// `--address TEXT`.
    static let address = Option.text("address", "TEXT", \.branchAddressHelp)
    /// `--storage-place TEXT`.
    static let storagePlace = Option.text("storage-place", "TEXT", \.branchStoragePlaceHelp)
    static let options: [any OptionDeclaration] = [name, address, storagePlace]

    /// The name given.
    let name: String?
    /// The address given.
    let address: String?
    /// The storage place given.
    let storagePlace: String?

    init(_ input: CommandInput) throws {
        name = try input.value(Self.name)
        address = try input.value(Self.address)
        storagePlace = try input.value(Self.storagePlace)
    }

    /// The branch with `code` and the fields given over `current`'s (none: empty fields), checked.
    func branch(code: String, over current: BranchResource? = nil) throws -> Branch {
        let name = name ?? current?.name ?? ""
        let address = address ?? current?.address ?? ""
        return try Branch(validatingCode: code, name: name, address: address, storagePlace: storagePlace ?? current?.storagePlace ?? "")
    }
}
