import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The fields of a branch the command line gives besides its code: `--name`, `--address`,
/// `--storage-place`.
struct BranchFields: OptionGroup, ReadsCommandLine {
    /// `--address TEXT`.
    static let address = Option.text("address", "TEXT", \.branchAddressHelp)

    /// The name given.
    @Read(Option.text("name", "TEXT", \.branchNameHelp)) var name: String?
    /// The address given.
    @Read(BranchFields.address) var address: String?
    /// The storage place given.
    @Read(Option.text("storage-place", "TEXT", \.branchStoragePlaceHelp)) var storagePlace: String?

    /// The branch with `code` and the fields given over `current`'s (none: empty fields), checked.
    func branch(code: String, over current: BranchResource? = nil) throws -> Branch {
        let name = name ?? current?.name ?? ""
        let address = address ?? current?.address ?? ""
        return try Branch(validatingCode: code, name: name, address: address, storagePlace: storagePlace ?? current?.storagePlace ?? "")
    }
}
