import KartotekaCore
import KartotekaWire

/// The fields of a branch the command line gives besides its code: `--name`, `--address`,
/// `--storage-place`, `--location`.
struct BranchFields: OptionGroup {
    /// `--name TEXT`.
    static let name = Option.text("name", "TEXT", \.branchNameHelp)
    /// `--address TEXT`.
    static let address = Option.text("address", "TEXT", \.branchAddressHelp)
    /// `--storage-place TEXT`.
    static let storagePlace = Option.text("storage-place", "TEXT", \.branchStoragePlaceHelp)
    /// `--location ID`; an empty value removes it.
    static let location = Option<LocationID>.rowID(
        "location", "ID", \.branchLocationHelp).emptyMeansNone
    static let options: [any OptionDeclaration] = [name, address, storagePlace, location]

    /// The name given.
    let name: String?
    /// The address given.
    let address: String?
    /// The storage place given.
    let storagePlace: String?
    /// The location given: `.some(nil)` when removed.
    let location: LocationID??

    init(_ input: CommandInput) throws {
        name = try input.value(Self.name)
        address = try input.value(Self.address)
        storagePlace = try input.value(Self.storagePlace)
        location = try input.value(Self.location)
    }

    /// The branch with `code` and the fields given over `current`'s (none: empty fields), checked.
    func branch(code: String, over current: BranchResource? = nil) throws -> Branch {
        try Branch(validatingCode: code, name: name ?? current?.name ?? "", address: address ?? current?.address ?? "",
                   storagePlace: storagePlace ?? current?.storagePlace ?? "",
                   locationID: location ?? current?.locationId.map(LocationID.init))
    }
}
