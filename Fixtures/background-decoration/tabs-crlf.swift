// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct TabbedView: View {
	var body: some View {
		ZStack(alignment: .leading) {
			Color.gray
			Text("Tabs")
				.padding()
		}
	}
}
