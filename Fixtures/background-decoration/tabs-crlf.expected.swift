// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct TabbedView: View {
	var body: some View {
		Text("Tabs")
			.padding()
			.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
			.background {
				Color.gray
			}
	}
}
