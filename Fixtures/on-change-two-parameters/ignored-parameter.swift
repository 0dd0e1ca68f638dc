// fixture: deployment-target=iOS=17.0,macOS=14.0,tvOS=17.0,watchOS=10.0
import SwiftUI

final class Autosaver {
  func save() {}
}

struct EditorScreen: View {
	@State private var text = ""
	@State private var isBold = false
	let autosaver: Autosaver

	var body: some View {
		TextEditor(text: $text)
			.onChange(of: text) { _ in
				autosaver.save()
			}
			.onChange(of: isBold) { _ in autosaver.save() }
			.onChange(of: isBold) { [weak autosaver] _ in autosaver?.save() }
			.onChange(of: text) { (_: String) in autosaver.save() }
			.onChange(of: text) { (_: String) -> Void in autosaver.save() }
	}
}
