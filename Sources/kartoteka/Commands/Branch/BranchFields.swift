import KartotekaCore
import KartotekaWire

/// The fields of a branch the command line gives besides its code: `--name`, `--address`,
/// `--storage-place`, `--location`.
struct BranchFields: OptionGroup {
    /// `--name TEXT`.
    static let name = Option.text("name", "TEXT", "название филиала", "the branch’s name")
    /// `--address TEXT`.
    static let address = Option.text("address", "TEXT", "где находится филиал", "where the branch is")
    /// `--storage-place TEXT`.
    static let storagePlace = Option.text("storage-place", "TEXT", "место хранения его фонда в ИРБИС (910^D); по умолчанию — код филиала",
                                          "the IRBIS storage place of its fund (910^D); the branch code by default")
    /// `--location ID`; an empty value removes it.
    static let location = Option<LocationID>.rowID(
        "location", "ID", "адрес библиотеки (номер из location list), под которым филиал виден читателям; \"\" — убрать",
        "the library location (a number from location list) that shows the branch to the public; \"\" removes it").emptyMeansNone
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
