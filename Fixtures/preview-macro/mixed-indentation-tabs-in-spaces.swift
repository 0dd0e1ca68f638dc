// fixture: deployment-target=macOS=13.0
import SwiftUI

final class Settings: ObservableObject {
    @Published var compact = false
}

/// Indented with four spaces, but the preview's body with tabs: its continuation line
/// becomes spaces too, not spaces followed by a tab.
struct SettingsPane: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Toggle("Compact", isOn: $settings.compact)
            .padding()
    }
}

struct SettingsPane_Previews: PreviewProvider {
    static var previews: some View {
		let settings = Settings()

		SettingsPane()
			.environmentObject(settings)
    }
}
