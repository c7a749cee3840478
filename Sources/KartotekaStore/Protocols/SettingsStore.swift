import KartotekaCore

/// The library's settings.
public protocol SettingsStore: Sendable {
    /// The current settings (defaults until saved).
    func settings() throws -> LibrarySettings
    /// Saves the settings.
    func saveSettings(_ settings: LibrarySettings) throws
    /// The library's name for its forms and whether it offers the locations service, in one read.
    func libraryFrame() throws -> LibraryFrame
}
