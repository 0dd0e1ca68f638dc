// fixture: deployment-target=macOS=14.0
import SwiftUI

struct Sidebar: View {
	var body: some View { Text("Sidebar") }
}

#if DEBUG
#Preview(traits: .sizeThatFitsLayout) {
	Sidebar()
		.frame(width: 240)
}
#endif
