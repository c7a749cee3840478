extension EnglishTexts: CopyCataloguingTexts {
    var targetNameMissing: String { "Enter the catalogue’s name." }
    var targetHostRule: String { "Enter the server’s address without http:// or spaces: lx2.loc.gov or 193.233.14.5." }
    var targetPortRule: String { "The port is a number from 1 to 65535 (Z39.50’s is usually 210)." }
    var targetDatabaseRule: String { "Enter the database without spaces: LCDB, rsl01." }
    var targetServiceRule: String { "The protocol is z3950 (Z39.50) or sru (SRU)." }
    var targetFormatRule: String { "The record format is rusmarc, unimarc or marc21." }
    var targetCharacterSetRule: String { "The character set is utf-8, windows-1251 or marc-8." }
    var targetTimeoutRule: String { "The time to wait is 1 to 120 seconds." }
    var targetOrderRule: String { "The order is a number from 0 to 9999." }
    var searchTextMissing: String { "Enter what to search for." }
    var searchOneKind: String { "Search for one thing: an ISBN, a title, an author or any words." }
    func targetNotFound(_ name: String) -> String {
        "There is no catalogue “\(name)”. The catalogues are listed on the Z39.50 catalogues page or by kartoteka copycat target list."
    }
    func targetNameTaken(_ name: String) -> String { "There is a catalogue “\(name)” already. Choose another name." }
    func presetNotFound(_ key: String) -> String {
        "There is no known catalogue “\(key)”. There are: \(CopyCataloguingPreset.Key.allCases.map(\.rawValue).joined(separator: ", "))."
    }
    var noTargetsToSearch: String { "There is nowhere to search: enable a catalogue on the Z39.50 catalogues page, or name one." }
    func copiedRecordNotFound(target: String, id: String) -> String { "The catalogue “\(target)” has no record \(id)." }
    func targetUnreachable(_ target: String) -> String { "Cannot reach the catalogue “\(target)”. Check its address, port and the network connection." }
    func targetTimedOut(_ target: String, seconds: Int) -> String {
        "The catalogue “\(target)” did not answer within \(seconds) \(plural(seconds, "second", "seconds")). Try later, or give it longer."
    }
    func targetLoginRefused(_ target: String) -> String {
        "The catalogue “\(target)” refused the user name and password. Check them in the catalogue’s settings."
    }
    func targetFormatUnsupported(_ target: String, format: MARCFormat) -> String {
        "The catalogue “\(target)” does not give records in \(format.name). Choose another format in its settings."
    }
    func targetDatabaseUnavailable(_ target: String, database: String) -> String {
        "The catalogue “\(target)” has no database \(database). Check its name."
    }
    func targetRecordsUndecodable(_ target: String, count: Int) -> String {
        "The catalogue “\(target)” sent \(count) \(plural(count, "record", "records")) that could not be read. Check the format and character set in its settings."
    }
    func targetAnsweredWithError(_ target: String, detail: String) -> String { "The catalogue “\(target)” answered with an error: \(detail)." }
    func targetAddressNotAllowed(_ target: String) -> String {
        "The catalogue “\(target)” is at an address of this server or its local link, which is not asked unless the server's "
            + "configuration allows it (copycat_local_targets = allow)."
    }
    func presetName(_ key: CopyCataloguingPreset.Key) -> String {
        switch key {
        case .loc: "Library of Congress"
        case .locSRU: "Library of Congress (SRU)"
        case .rsl: "Russian State Library"
        case .gpntb: "Russian National Public Library for Science and Technology"
        case .vsu: "Voronezh State University"
        case .bashsu: "Bashkir State University"
        case .validi: "Validi National Library of Bashkortostan"
        case .pstu: "Perm National Research Polytechnic University"
        case .smolensk: "Smolensk Regional Research Library"
        }
    }
    func lookupPlaceName(_ place: CopyCataloguingLookupPlace) -> String {
        switch place {
        case .never: "not asked"
        case .first: "first, before the other sources"
        case .second: "second, after the first source"
        case .last: "last, after the other sources"
        }
    }
}
