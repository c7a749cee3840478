/// The presets.
public enum CopyCataloguingPresetKey: String, Sendable, Hashable, CaseIterable {
    case loc, locSRU = "loc-sru", rsl, gpntb, vsu, bashsu, validi, pstu, smolensk
}
