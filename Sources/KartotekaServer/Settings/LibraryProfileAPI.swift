import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/settings/library`: the library's name, printed on every form, letter and label, and
/// whether it offers the locations service — as the settings page and `kartoteka settings set
/// --library-name` set them.
enum LibraryProfileAPI {
    static let endpoints = [get, set]

    static let get = Endpoint.api(
        Routes.Settings.library, .permission(.manageSettings),
        Operation("The library's name on its forms, letters and labels, and whether it offers the locations "
                    + "service.", tag: .settings),
        ok: "The library's name and services."
    ) { context in
        LibraryProfileResource(try context.store.settings(), frame: try context.store.libraryFrame())
    }

    static let set = Endpoint.api(
        Routes.Settings.setLibrary, .permission(.manageSettings),
        Operation("Set the library's name (printed on every form, letter and label) and whether it offers the "
                    + "locations service; what the body leaves out stays as it is.", tag: .settings, errors: [422]),
        body: JSONBody(LibraryProfileInput.schema), ok: "The library's name and services now."
    ) { context, input in
        let name = try input.name.map { try LibrarySettings.libraryName($0, field: "name") }
        let settings = try context.run(ChangeSettings { settings in
            if let name { settings.libraryName = name }
            if let shown = input.locationsShown { settings.locationsShown = shown }
        })
        return LibraryProfileResource(settings, frame: try context.store.libraryFrame())
    }
}
