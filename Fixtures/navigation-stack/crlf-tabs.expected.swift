// fixture: deployment-target=iOS=16.0
import SwiftUI

struct InboxScreen: View {
	var body: some View {
		NavigationStack {
			List {
				Text("Inbox")
			}
		}
	}
}
