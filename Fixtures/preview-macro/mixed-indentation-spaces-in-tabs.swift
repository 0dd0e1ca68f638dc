// fixture: deployment-target=macOS=13.0
import SwiftUI

/// The view is indented with tabs, the provider (added later) with four spaces: the
/// #Preview keeps the spaces its author wrote there, with no tab before them.
struct DeviceList: View {
	var title: String

	var body: some View {
		VStack {
			Text(title)
				.font(.headline)
			Text("No devices")
		}
	}
}

struct DeviceList_Previews: PreviewProvider {
    static var previews: some View {
        DeviceList(title: "Simulators")
            .frame(width: 300)
    }
}
