// fixture: deployment-target=macOS=14.0
import SwiftUI

struct Sidebar: View {
	var body: some View { Text("Sidebar") }
}

#if DEBUG
struct Sidebar_Previews: PreviewProvider {
	static var previews: some View {
		Sidebar()
			.frame(width: 240)
			.previewLayout(.sizeThatFits)
	}
}
#endif
