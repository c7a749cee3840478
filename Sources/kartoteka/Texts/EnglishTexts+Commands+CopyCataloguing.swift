import KartotekaCore

extension EnglishTexts: CopyCataloguingCommandTexts {
    var copycatSearchSummary: String { "search other libraries’ catalogues for records (Z39.50, SRU)" }
    var copycatSearchDetails: String {
        """
        Searches every enabled catalogue at once (or one, --target) by one thing: --isbn, --title, --author or --any. \
        For each catalogue, how many it found or why it did not answer; then the editions, each with the catalogues' \
        records and their --id, which copycat add takes. The catalogues: kartoteka copycat target list.
        """
    }
    var copycatISBNHelp: String { "the edition’s ISBN" }
    var copycatTitleHelp: String { "words of the title" }
    var copycatAuthorHelp: String { "an author, usually the surname" }
    var copycatAnyHelp: String { "any words of the record" }
    var copycatSearchTargetHelp: String { "search only this catalogue (by name; a disabled one too, to try it)" }
    var copycatAddSummary: String { "catalogue a book from another library’s record" }
    var copycatAddDetails: String {
        """
        Takes the record of a catalogue (--target) by its id (--id, as copycat search showed it) and adds the book with \
        its first copy (--inventory), as book add does. BBK, UDC and the author sign come from the record; when it has \
        no author sign, one is computed from the surname.
        """
    }
    var copycatRecordTargetHelp: String { "the catalogue to take the record from (by name)" }
    var copycatRecordIDHelp: String { "the record’s id there (from copycat search)" }
    func copiedFrom(_ target: String) -> String { "The record came from the catalogue “\(target)”." }
    var copycatTargetListSummary: String { "the catalogues records are copied from" }
    var noTargetsYet: String { "No catalogues yet. Add one: kartoteka copycat target add --preset loc (or your own: --name, --host, --database, --format)." }
    var copycatTargetAddSummary: String { "add another library’s catalogue" }
    var copycatTargetAddDetails: String {
        """
        --name, --host, --database and --format are needed; the rest default to port 210, z3950, utf-8, 10 seconds, \
        enabled. --preset KEY takes a known catalogue’s address (\(CopyCataloguingPreset.Key.allCases.map(\.rawValue).joined(separator: ", "))) \
        and adds it disabled: try it with copycat search --target, then enable it (copycat target edit --enabled yes). \
        The password is read from a file (--password-file, “-” for standard input) and never shown.
        """
    }
    var targetNameHelp: String { "the catalogue’s name" }
    var targetPresetHelp: String { "a known catalogue: loc, loc-sru, rsl, gpntb…" }
    func targetAddedLine(_ line: String) -> String { "Catalogue added: \(line)" }
    var copycatTargetEditSummary: String { "change a catalogue" }
    var existingTargetNameHelp: String { "the catalogue’s name" }
    var newTargetNameHelp: String { "its new name" }
    func targetSavedLine(_ line: String) -> String { "Catalogue saved: \(line)" }
    var copycatTargetRemoveSummary: String { "remove a catalogue" }
    func targetRemovedLine(_ name: String) -> String { "The catalogue “\(name)” was removed." }
    var targetHostHelp: String { "the server’s address, without http://" }
    var targetPortHelp: String { "the port (210)" }
    var targetDatabaseHelp: String { "the database on the server" }
    var targetProtocolHelp: String { "z3950 or sru" }
    var targetFormatHelp: String { "the record format" }
    var targetCharsetHelp: String { "the records’ character set" }
    var targetUserHelp: String { "the user name, when the catalogue wants one" }
    var targetPasswordFileHelp: String { "a file whose first line is the password (“-”: standard input)" }
    var removeTargetPasswordHelp: String { "remove the saved password" }
    var targetTimeoutHelp: String { "how many seconds to wait for an answer (1–120)" }
    var targetEnabledHelp: String { "whether to search this catalogue" }
    var targetOrderHelp: String { "the order: smaller numbers first" }
    func targetTimeoutMark(_ seconds: Int) -> String { "\(seconds) s" }
    var targetEnabledMark: String { "enabled" }
    var targetDisabledMark: String { "disabled" }
    func targetUserMark(_ user: String) -> String { "user \(user)" }
    var targetPasswordMark: String { "password saved" }
    func recordsNotReadMark(_ count: Int) -> String { "\(count) more \(plural(count, "record", "records")) not read" }
    func targetFoundMark(found: Int, shown: Int) -> String { found == shown ? "\(found) found" : "\(found) found, \(shown) shown" }
    var copycatNothingFound: String { "Nothing was found." }
    func copycatEditionsFound(_ count: Int) -> String { "Editions found: \(count)" }
    func alreadyCataloguedMark(_ id: Int64) -> String { "already catalogued: #\(id)" }
    var copycatLookupHelp: String { "where other libraries’ catalogues stand in ISBN look-ups: never, first, second or last" }
    var copycatLookupLabel: String { "Other libraries’ catalogues in ISBN look-ups: " }
    var copycatLookupChoices: String { "never, first, second or last." }
}
