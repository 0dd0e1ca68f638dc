// fixture: deployment-target=iOS=16.0
import SwiftUI

// A file indented with tabs: the content closure opens after the footer's continuation
// lines, so its lines sit a level deeper than its brace. Without the arguments they go one
// tab under the Section, as they would have been written.
struct UnitsList: View {
	let units: [String]

	var body: some View {
		List {
			Section {
				ForEach(units, id: \.self) { unit in
					Text(unit)
				}
			} footer: {
				Text("Units of the report")
					.font(.footnote)
			}
		}
	}
}
